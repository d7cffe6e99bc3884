import HTMLUI

/// What a `ScreenPage` shows of a state: the screen on top at its address, what is presented over it,
/// and the long lists streamed into the screen.
public struct DrawnScreen {
    public var title: String
    /// The address the screen is at, shown in the address bar.
    public var address: String
    /// Which screen it is (its address but for what only refines it, as a search's text): a new one is
    /// drawn whole and its address pushed; the same one at a new address is patched and its address
    /// replaced, adding no step to the browser's history.
    public var identity: String
    /// The screen: one element with an id, what a new screen replaces. The containers of `windows` are
    /// drawn empty.
    public var screen: HTMLNode
    /// What is presented over the screen (an alert, a sheet): one element with an id, drawn even when it
    /// holds nothing, and patched on its own.
    public var overlay: HTMLNode
    /// The long lists in the screen, each streamed into its container by row id.
    public var windows: [StreamedWindow]

    public init(
        title: String, address: String, identity: String? = nil, screen: HTMLNode, overlay: HTMLNode,
        windows: [StreamedWindow] = []
    ) {
        self.title = title
        self.address = address
        self.identity = identity ?? address
        self.screen = screen
        self.overlay = overlay
        self.windows = windows
    }

    /// The screen with every row of its windows in their containers, as a whole page draws it.
    var wholeScreen: HTMLNode {
        windows.reduce(screen) { screen, window in
            screen.replacingChildren(ofID: window.container, with: window.rows(0..<window.count))
        }
    }
}

extension HTMLNode {
    /// This node with the children of its element `id` (itself or one inside it) replaced by `rows`.
    fileprivate func replacingChildren(ofID id: String, with rows: [HTMLNode]) -> HTMLNode {
        guard case .element(let tag, let attributes, let children) = self else { return self }
        if self.id == id { return .element(tag, attributes, rows) }
        return .element(tag, attributes, children.map { $0.replacingChildren(ofID: id, with: rows) })
    }
}
