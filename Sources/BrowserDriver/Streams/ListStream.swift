import HTMLUI

/// A long list streamed into a page by row id, as LiveView's `stream/3`: given the rows now, it sends
/// only the patches that append, update (replace) or remove rows, and replaces the list's container
/// when the rows cannot be reached that way (a new search, a refresh, rows in a new order).
///
/// It remembers each row it sent (its id and a 64-bit hash of its HTML, however long the row) to tell
/// which changed, and at most `limit` of them:
/// like LiveView's `limit`, appending past it removes the oldest rows from the page, so neither the
/// server nor the page holds more than `limit` rows of a list however long it grows.
public struct ListStream: Sendable {
    /// The rows a stream keeps unless told otherwise.
    public static let defaultLimit = 5_000

    /// The id of the element whose children are the rows.
    public let container: String
    /// The most rows the page holds and the stream remembers.
    public let limit: Int
    /// The ids of the rows in the page, in order; `order[start...]` are live (the rest were pruned).
    private var order: [String] = []
    private var start = 0
    /// A hash of each row's HTML as sent, by id.
    private var sent: [String: Int] = [:]

    /// A stream into the element `container`, holding at most `limit` rows (at least one).
    public init(container: String, limit: Int = defaultLimit) {
        precondition(limit > 0, "a stream holds at least one row")
        self.container = container
        self.limit = limit
    }

    /// The ids of the rows in the page, first to last.
    public var ids: ArraySlice<String> { order[start...] }

    /// Records `rows` as drawn whole into the container (in a page's document, or its container
    /// replaced by a diff): nothing to send. Only the last `limit` are kept.
    public mutating func drew(_ rows: [StreamRow]) {
        order = []
        start = 0
        sent = [:]
        for row in rows.suffix(limit) { remember(row) }
    }

    /// The patches that replace the container, its element drawn as `element` (children ignored), with
    /// the last `limit` of `rows`: a reset.
    public mutating func reset(_ rows: [StreamRow], in element: HTMLNode) -> [HTMLPatch] {
        drew(rows)
        let html = rows.suffix(limit).map(\.html).joined()
        return [.replace(id: container, html: HTMLRenderer.compact(element, innerHTML: html))]
    }

    /// The patches that replace the rows whose HTML changed; rows the page does not hold are left out.
    public mutating func patches(updating rows: [StreamRow]) -> [HTMLPatch] {
        var patches: [HTMLPatch] = []
        for row in rows {
            let fingerprint = Self.fingerprint(row)
            guard let old = sent[row.id], old != fingerprint else { continue }
            patches.append(.replace(id: row.id, html: row.html))
            sent[row.id] = fingerprint
        }
        return patches
    }

    /// The patch that appends `rows` (new ones) after the last, and those that remove the oldest rows
    /// when the page would hold more than `limit`.
    public mutating func patches(appending rows: [StreamRow]) -> [HTMLPatch] {
        guard !rows.isEmpty else { return [] }
        var patches: [HTMLPatch] = [.append(id: container, html: rows.map(\.html).joined())]
        for row in rows { remember(row) }
        while order.count - start > limit {
            let oldest = order[start]
            start += 1
            sent[oldest] = nil
            patches.append(.remove(id: oldest))
        }
        if start > limit {
            order.removeFirst(start)
            start = 0
        }
        return patches
    }

    /// The patches from the rows in the page to `rows`, the whole list now (its last `limit`): the rows
    /// gone removed, those changed replaced, the new ones appended; when a new row comes before one the
    /// page holds, or the rows kept changed order, the container (drawn as `element`) is replaced.
    public mutating func patches(to rows: [StreamRow], in element: HTMLNode) -> [HTMLPatch] {
        let rows = Array(rows.suffix(limit))
        let firstNew = rows.firstIndex { sent[$0.id] == nil } ?? rows.endIndex
        let kept = Set(rows.lazy.map(\.id))
        guard rows[firstNew...].allSatisfy({ sent[$0.id] == nil }),
            ids.filter(kept.contains).elementsEqual(rows[..<firstNew].lazy.map(\.id))
        else { return reset(rows, in: element) }
        var patches: [HTMLPatch] = []
        for id in ids where !kept.contains(id) {
            patches.append(.remove(id: id))
            sent[id] = nil
        }
        order = order[start...].filter(kept.contains)
        start = 0
        patches += self.patches(updating: Array(rows[..<firstNew]))
        return patches + self.patches(appending: Array(rows[firstNew...]))
    }

    private mutating func remember(_ row: StreamRow) {
        order.append(row.id)
        sent[row.id] = Self.fingerprint(row)
    }

    /// What a row's HTML is remembered by: two rows that differ hash alike once in 2^64.
    private static func fingerprint(_ row: StreamRow) -> Int {
        var hasher = Hasher()
        hasher.combine(row.html)
        return hasher.finalize()
    }
}
