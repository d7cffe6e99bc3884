import Caches
import Foundation
import Images
import Screens

/// The image cache shared by every screen: bytes by URL and decoded pictures by URL and size, bounded
/// by their total size, evicting the least recently used first (`LeastRecentlyUsed`).
public final class ThumbnailCache {
    /// What an entry is found by: the bytes at a URL, or the picture decoded from them at one size.
    private enum Key: Hashable {
        case bytes(String)
        case picture(String, side: Int)
    }

    /// What an entry holds.
    private enum Value {
        case bytes(Data)
        case picture(Picture)

        var byteCount: Int {
            switch self {
            case .bytes(let data): data.count
            case .picture(let picture): picture.rgb.count
            }
        }
    }

    /// The most bytes the cache holds.
    public var byteLimit: Int { entries.costLimit }
    /// The bytes held now (a picture counts its pixel bytes).
    public var byteCount: Int { entries.cost }
    /// The most bytes ever held at once, for measuring the bound.
    public var peakByteCount: Int { entries.peakCost }

    private var entries: LeastRecentlyUsed<Key, Value>

    public init(byteLimit: Int) {
        entries = LeastRecentlyUsed(costLimit: byteLimit)
    }

    public var count: Int { entries.count }

    /// The bytes for `url`, marking them most recently used.
    public func data(for url: String) -> Data? {
        guard case .bytes(let data) = entries.value(for: .bytes(url)) else { return nil }
        return data
    }

    /// Stores bytes, evicting the least recently used until they fit; data larger than the whole limit
    /// is not kept.
    public func insert(_ data: Data, for url: String) {
        insert(.bytes(data), for: .bytes(url))
    }

    /// The picture decoded from `url` at `side` pixels, marking it most recently used.
    public func picture(for url: String, side: Int) -> Picture? {
        guard case .picture(let picture) = entries.value(for: .picture(url, side: side)) else { return nil }
        return picture
    }

    /// Stores a decoded picture, as `insert(_:for:)` stores bytes.
    public func insert(_ picture: Picture, for url: String, side: Int) {
        insert(.picture(picture), for: .picture(url, side: side))
    }

    private func insert(_ value: Value, for key: Key) {
        entries.insert(value, for: key, cost: value.byteCount)
    }
}
