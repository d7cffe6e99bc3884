import HTMLUI

/// One row of a streamed list (`ListStream`): the id of its element, stable while it is the same row,
/// and its HTML.
public struct StreamRow: Equatable, Sendable {
    /// The row's element id (`todo-3`), which patches address.
    public var id: String
    /// The row's element, as one line of HTML.
    public var html: String

    public init(id: String, html: String) {
        self.id = id
        self.html = html
    }

    /// The row an element draws, addressed by its id; nil for a node without one.
    public init?(_ node: HTMLNode) {
        guard let id = node.id else { return nil }
        self.init(id: id, html: HTMLRenderer.compact(node))
    }
}
