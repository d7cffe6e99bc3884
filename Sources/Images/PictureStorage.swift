import Foundation

/// A picture's bytes, and the pictures made from it at the sizes asked for lately, shared by the
/// picture's copies (on any thread: the scalings are behind a lock).
final class PictureStorage: @unchecked Sendable {
    /// How many scalings a picture keeps: a front end draws a picture at one or two sizes (a terminal
    /// resized, a list and a grid). Each is the size of the area it was drawn in, so a picture holds
    /// at most four screens' worth of pixels besides its own, which a cache that counts the picture's
    /// bytes (`ThumbnailCache`) does not see.
    static let scalingLimit = 4

    let rgb: [UInt8]
    private let lock = NSLock()
    /// The last scalings made, newest last; at most `scalingLimit`.
    private var scalings: [(width: Int, height: Int, picture: Picture?)] = []

    init(_ rgb: [UInt8]) {
        self.rgb = rgb
    }

    /// The picture at `width` × `height` kept from an earlier call, else the one `scale` makes, then
    /// kept (the oldest kept forgotten past the limit). `scale` runs outside the lock.
    func scaling(toWidth width: Int, height: Int, _ scale: () -> Picture?) -> Picture? {
        let kept = lock.withLock { scalings.last { $0.width == width && $0.height == height } }
        if let kept { return kept.picture }
        let picture = scale()
        lock.withLock {
            scalings.removeAll { $0.width == width && $0.height == height }
            if scalings.count == Self.scalingLimit { scalings.removeFirst() }
            scalings.append((width, height, picture))
        }
        return picture
    }
}
