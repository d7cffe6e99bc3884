import Caches
import Foundation
import Images

/// The pictures decoded lately, by the bytes they were decoded from and their side, so that the same
/// image is not decoded twice in a process: scrolled back to, or shown again by another session (each
/// session explored on the demo's market decodes the same photographs). Found by the bytes, not by
/// their URL, which may name other bytes in another market. Bounded by the bytes held (an image's and
/// its picture's), the least recently used forgotten first (`Memo`); safe on any thread.
final class DecodedPictures: Sendable {
    /// The process's, which `PictureDecoding` decodes through.
    static let shared = DecodedPictures(byteLimit: 16 * 1024 * 1024)

    /// The bytes of an image and the side decoded at. Two keys are equal only when their bytes are:
    /// their digest only finds them quickly.
    private struct Key: Hashable, Sendable {
        let bytes: Data
        let side: Int
        let digest: Int

        init(bytes: Data, side: Int) {
            self.bytes = bytes
            self.side = side
            var hasher = Hasher()
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(side)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.side == rhs.side && lhs.bytes == rhs.bytes
        }
    }

    /// What each image decoded to: nil when its bytes are no picture.
    private let pictures: Memo<Key, Picture?>

    /// A memo holding at most `byteLimit` bytes of images and pictures.
    init(byteLimit: Int) {
        pictures = Memo(costLimit: byteLimit)
    }

    /// The bytes held now, and how many images.
    var byteCount: Int { pictures.cost }
    var count: Int { pictures.count }

    /// The picture `decode` makes of `data` at `side`, or the one it made before: `decode` runs outside
    /// the lock, once for each image and side kept.
    func picture(from data: Data, side: Int, decode: (Data, Int) -> Picture?) -> Picture? {
        pictures.value(for: Key(bytes: data, side: side), cost: { data.count + ($0?.rgb.count ?? 0) }) {
            decode(data, side)
        }
    }
}
