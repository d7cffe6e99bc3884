import Foundation
import Images
import Screens

/// The image cache shared by every screen: bytes by URL and decoded pictures by URL and size, bounded
/// by their total size, evicting the least recently used first. All operations are O(1).
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

    private final class Entry {
        let key: Key
        let value: Value
        var newer: Entry?
        weak var older: Entry?

        init(key: Key, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// The most bytes the cache holds.
    public let byteLimit: Int
    /// The bytes held now (a picture counts its pixel bytes).
    public private(set) var byteCount = 0
    /// The most bytes ever held at once, for measuring the bound.
    public private(set) var peakByteCount = 0

    private var entries: [Key: Entry] = [:]
    /// Least recently used end.
    private var oldest: Entry?
    /// Most recently used end.
    private var newest: Entry?

    public init(byteLimit: Int) {
        self.byteLimit = max(0, byteLimit)
    }

    public var count: Int { entries.count }

    /// The bytes for `url`, marking them most recently used.
    public func data(for url: String) -> Data? {
        guard case .bytes(let data) = entry(.bytes(url))?.value else { return nil }
        return data
    }

    /// Stores bytes, evicting the least recently used until they fit; data larger than the whole limit
    /// is not kept.
    public func insert(_ data: Data, for url: String) {
        insert(.bytes(data), for: .bytes(url))
    }

    /// The picture decoded from `url` at `side` pixels, marking it most recently used.
    public func picture(for url: String, side: Int) -> Picture? {
        guard case .picture(let picture) = entry(.picture(url, side: side))?.value else { return nil }
        return picture
    }

    /// Stores a decoded picture, as `insert(_:for:)` stores bytes.
    public func insert(_ picture: Picture, for url: String, side: Int) {
        insert(.picture(picture), for: .picture(url, side: side))
    }

    private func entry(_ key: Key) -> Entry? {
        guard let entry = entries[key] else { return nil }
        moveToNewest(entry)
        return entry
    }

    private func insert(_ value: Value, for key: Key) {
        if let existing = entries.removeValue(forKey: key) { unlink(existing) }
        guard value.byteCount <= byteLimit else { return }
        while byteCount + value.byteCount > byteLimit, let victim = oldest {
            entries[victim.key] = nil
            unlink(victim)
        }
        let entry = Entry(key: key, value: value)
        entries[key] = entry
        link(entry)
        peakByteCount = max(peakByteCount, byteCount)
    }

    private func moveToNewest(_ entry: Entry) {
        guard entry !== newest else { return }
        unlink(entry)
        link(entry)
    }

    private func link(_ entry: Entry) {
        entry.older = newest
        entry.newer = nil
        newest?.newer = entry
        newest = entry
        if oldest == nil { oldest = entry }
        byteCount += entry.value.byteCount
    }

    private func unlink(_ entry: Entry) {
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
        byteCount -= entry.value.byteCount
    }
}
