import HTMLUI

/// What a page sent of a `StreamedWindow`: its rows (`ListStream`), the key they were drawn for and how
/// many were drawn, and the patches that bring the page to the window now.
struct WindowedStream {
    /// The most rows a page holds of a list: far more than a person scrolls through, so that a native
    /// scrolling list keeps every row loaded; past it the first ones leave the page.
    static let limit = 100_000

    private var stream: ListStream
    private var key: AnyHashable?
    /// How many rows were drawn, which the next rows follow.
    private var drawnCount: Int

    /// The stream into `container`, empty.
    init(container: String) {
        stream = ListStream(container: container, limit: Self.limit)
        key = nil
        drawnCount = 0
    }

    /// The stream of `window` drawn whole into its container: every row, nothing to send.
    init(drawn window: StreamedWindow) {
        self.init(container: window.container)
        stream.drew(window.streamRows(0..<window.count))
        key = window.key
        drawnCount = window.count
    }

    /// The patches that draw `window` whole into its container, drawn as `element` (children
    /// ignored).
    mutating func reset(_ window: StreamedWindow, in element: HTMLNode) -> [HTMLPatch] {
        key = window.key
        drawnCount = window.count
        return stream.reset(window.streamRows(0..<window.count), in: element)
    }

    /// The patches from what was sent to `window`, the container drawn as `element` (children ignored):
    /// the list drawn again whole for a new key; otherwise the live rows that changed replaced and, while
    /// the key stands, the rows past those drawn appended.
    mutating func patches(to window: StreamedWindow, in element: HTMLNode) -> [HTMLPatch] {
        if let newKey = window.key, newKey != key { return reset(window, in: element) }
        let live = window.live.clamped(to: 0..<min(drawnCount, window.count))
        var patches = stream.patches(updating: window.streamRows(live))
        if window.key != nil, window.count > drawnCount {
            patches += stream.patches(appending: window.streamRows(drawnCount..<window.count))
            drawnCount = window.count
        }
        return patches
    }
}
