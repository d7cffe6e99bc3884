import Foundation

/// The image cache shared by every screen: bytes by URL, bounded by their total size, evicting the
/// least recently used first. All operations are O(1).
public final class ThumbnailCache {
    private final class Entry {
        let url: String
        let data: Data
        var newer: Entry?
        weak var older: Entry?

        init(url: String, data: Data) {
            self.url = url
            self.data = data
        }
    }

    /// The most bytes the cache holds.
    public let byteLimit: Int
    /// The bytes held now.
    public private(set) var byteCount = 0
    /// The most bytes ever held at once, for measuring the bound.
    public private(set) var peakByteCount = 0

    private var entries: [String: Entry] = [:]
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
        guard let entry = entries[url] else { return nil }
        moveToNewest(entry)
        return entry.data
    }

    /// Stores bytes, evicting the least recently used until they fit; data larger than the whole limit
    /// is not kept.
    public func insert(_ data: Data, for url: String) {
        if let existing = entries.removeValue(forKey: url) { unlink(existing) }
        guard data.count <= byteLimit else { return }
        while byteCount + data.count > byteLimit, let victim = oldest {
            entries[victim.url] = nil
            unlink(victim)
        }
        let entry = Entry(url: url, data: data)
        entries[url] = entry
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
        byteCount += entry.data.count
    }

    private func unlink(_ entry: Entry) {
        if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
        entry.newer = nil
        entry.older = nil
        byteCount -= entry.data.count
    }
}
