import HTMLUI

/// A screen as a page draws it: its title, its address, and its body, whose root element has an id.
public struct DrawnPage: Equatable, Sendable {
    public var title: String
    /// The address the screen is at (`/counter`), shown in the address bar.
    public var address: String
    /// What the page's `<body>` holds; its root element's id is what a redraw replaces.
    public var body: HTMLNode
    /// The ids of the body's elements whose children are a list streamed by row id (`ListStream`):
    /// each child an element with an id.
    public var streams: [String]

    public init(title: String, address: String, body: HTMLNode, streams: [String] = []) {
        self.title = title
        self.address = address
        self.body = body
        self.streams = streams
    }

    /// The whole document for a session at `context`: `<html lang>`, the title, `styleSheet` when
    /// given, the client script's configuration, the body and the connection's status, saying
    /// `offline` while the connection is lost.
    public func document(
        in context: SessionContext, language: String = "en", styleSheet: String? = nil,
        offline: String = ConnectionStatus.offlineInEnglish
    ) -> String {
        PageDocument.render(
            title: title, body: [body], in: context, language: language, styleSheet: styleSheet,
            offline: offline)
    }
}

/// A page drawn whole from each state and compared (`HTMLDiff`) with what was sent: the simplest
/// `LivePage`, for screens small enough to draw whole on every change. Give the elements that change
/// on their own an id to keep the patches small. A long list named in `DrawnPage.streams` is not
/// diffed but streamed by row id (`ListStream`).
public struct DiffedPage<State>: LivePage {
    private let draw: @MainActor (State) -> DrawnPage
    private var shown: DrawnPage
    private var lists: [String: ListStream] = [:]

    /// The page showing `state`, drawn by `draw`.
    public init(_ state: State, draw: @escaping @MainActor (State) -> DrawnPage) {
        self.draw = draw
        shown = draw(state)
        lists = StreamedLists.drawn(shown, kept: [:], inPlace: [])
    }

    /// What the page shows now.
    public var drawn: DrawnPage { shown }

    public func frame(of state: State) -> DrawnPage { draw(state) }

    public mutating func update(to state: State, frame: DrawnPage) -> [HTMLPatch] {
        let diff = HTMLDiff.patches(
            from: shown.body, to: frame.body, streaming: Set(shown.streams).intersection(frame.streams))
        var patches = diff.patches
        patches += StreamedLists.patches(frame, &lists, inPlace: diff.inPlace)
        if frame.title != shown.title { patches.append(.title(frame.title)) }
        if frame.address != shown.address { patches.append(.push(url: frame.address)) }
        shown = frame
        return patches
    }

    /// The patches that draw this page into a tab showing another session's page: its body replaced,
    /// its title and its address.
    public var redraw: [HTMLPatch] {
        guard let id = shown.body.id else { return [.reload] }
        return [
            .replace(id: id, html: HTMLRenderer.compact(shown.body)), .title(shown.title),
            .address(url: shown.address),
        ]
    }
}
