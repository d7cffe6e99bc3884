import HTMLUI

/// A long list as a page that scrolls natively holds it: every row loaded is in the page, but only the
/// rows in view and near it (`live`) are compared at each change, so an update costs what is in view,
/// not what is loaded. Rows past those drawn are appended as they come; a new `key` draws the list again
/// whole. A `ScreenPage` streams it into its container (`WindowedStream`).
public struct StreamedWindow {
    /// The id of the element whose children are the rows, drawn empty in the screen.
    public var container: String
    /// What the rows are, as far as the page must know: it changes when they were replaced, some
    /// removed or some put before others, and the list is then drawn again whole. Nil while they are
    /// being replaced (a refresh in flight): what shows stays, kept up to date, until they are in.
    public var key: AnyHashable?
    /// How many rows there are.
    public var count: Int
    /// The rows in view and near it, by index: those compared at each change.
    public var live: Range<Int>
    /// The rows at `indices` (within `0..<count`), each an element with an id.
    public var rows: (_ indices: Range<Int>) -> [HTMLNode]

    public init(
        container: String, key: AnyHashable?, count: Int, live: Range<Int>,
        rows: @escaping (_ indices: Range<Int>) -> [HTMLNode]
    ) {
        self.container = container
        self.key = key
        self.count = count
        self.live = live
        self.rows = rows
    }
}

extension StreamedWindow {
    /// The rows at `indices` as a stream sends them.
    func streamRows(_ indices: Range<Int>) -> [StreamRow] {
        rows(indices).compactMap(StreamRow.init)
    }
}
