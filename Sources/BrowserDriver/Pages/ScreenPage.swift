import HTMLUI

/// A page of an app's screens (`DrawnScreen`): a new screen is drawn whole and its address pushed; the
/// same screen is patched (`HTMLDiff`), its address replaced when only that changed; what is presented
/// over it is patched on its own; its long lists are streamed in windows (`StreamedWindow`), so that an
/// update costs what is in view, not what is loaded.
///
/// The page compares a frame of each state (`frame`, the view state it draws, say: cheaper than
/// drawing) and draws only when it changed. A field's value is drawn when its screen is drawn whole, and
/// never written back by a live update, under the cursor of the person typing.
public struct ScreenPage<State, Frame: Equatable> {
    private let frameOf: (State) -> Frame
    private let draw: (State, Frame, _ values: Bool) -> DrawnScreen
    /// The screen as sent, fields' values left out, without its windows: they draw rows from the state
    /// they were drawn from, which the page must not hold on to (the app's next change would copy it).
    private var shown: DrawnScreen
    /// What was sent of each window, by its container's id.
    private var streams: [String: WindowedStream] = [:]

    /// The page showing `state`. `frame` is what it draws of a state, compared to know whether anything
    /// changed; `draw` draws a state from its frame, its fields' values only when `values`.
    public init(
        _ state: State, frame: @escaping (State) -> Frame,
        draw: @escaping (State, Frame, _ values: Bool) -> DrawnScreen
    ) {
        frameOf = frame
        self.draw = draw
        shown = draw(state, frame(state), false)
        streams = Self.drawn(shown.windows)
        shown.windows = []
    }

    /// What the page draws of `state`.
    public func frame(of state: State) -> Frame { frameOf(state) }

    /// The whole document of `state` for a session at `context`, as `DrawnPage.document` writes one:
    /// the screen whole, with its fields' values and every row of its lists, and what is presented over
    /// it.
    public func document(
        _ state: State, in context: SessionContext, language: String, styleSheet: String?, offline: String
    ) -> String {
        let whole = draw(state, frame(of: state), true)
        return PageDocument.render(
            title: whole.title, body: [whole.wholeScreen, whole.overlay], in: context, language: language,
            styleSheet: styleSheet, offline: offline)
    }

    /// The patches that draw `state` into a tab showing another session's page: its screen whole, what
    /// is presented over it, and its title.
    public func redraw(_ state: State) -> [HTMLPatch] {
        let whole = draw(state, frame(of: state), true)
        guard let screen = whole.screen.id, let overlay = whole.overlay.id else { return [.reload] }
        return [
            .replace(id: screen, html: HTMLRenderer.compact(whole.wholeScreen)),
            .replace(id: overlay, html: HTMLRenderer.compact(whole.overlay)), .title(whole.title),
        ]
    }

    /// The patches that bring the tab from what it shows to `state`, recording them as sent.
    public mutating func update(to state: State) -> [HTMLPatch] {
        update(to: state, frame: frame(of: state))
    }

    /// The patches that bring the tab from what it shows to `state` (whose frame is `frame`), recording
    /// them as sent.
    public mutating func update(to state: State, frame: Frame) -> [HTMLPatch] {
        let new = draw(state, frame, false)
        var patches: [HTMLPatch] = []
        if new.identity != shown.identity {
            let whole = draw(state, frame, true)
            guard let screen = shown.screen.id else { return [.reload] }
            patches += [
                .replace(id: screen, html: HTMLRenderer.compact(whole.wholeScreen)),
                .push(url: whole.address),
            ]
            streams = Self.drawn(new.windows)
        } else {
            if new.address != shown.address { patches.append(.address(url: new.address)) }
            patches += screenPatches(to: new)
        }
        if new.title != shown.title { patches.append(.title(new.title)) }
        patches += HTMLDiff.patches(from: shown.overlay, to: new.overlay)
        shown = new
        shown.windows = []
        return patches
    }

    /// The patches from the screen shown to `new`, the same screen: its elements diffed, its windows
    /// streamed; a window whose container the diff sent anew (inside an element replaced whole) gets
    /// every row.
    private mutating func screenPatches(to new: DrawnScreen) -> [HTMLPatch] {
        let diff = HTMLDiff.patches(
            from: shown.screen, to: new.screen, streaming: Set(new.windows.map(\.container)))
        var patches = diff.patches
        let replaced = diff.patches.compactMap { patch -> HTMLNode? in
            guard case .replace(let id, _) = patch else { return nil }
            return new.screen.element(id: id)
        }
        var kept: [String: WindowedStream] = [:]
        for window in new.windows {
            guard let element = new.screen.element(id: window.container) else { continue }
            // Taken out while it changes, so that its rows are not copied (copy-on-write) on every update.
            if var stream = streams.removeValue(forKey: window.container),
                !replaced.contains(where: { $0.element(id: window.container) != nil })
            {
                patches += stream.patches(to: window, in: element)
                kept[window.container] = stream
            } else {
                var stream = WindowedStream(container: window.container)
                patches += stream.reset(window, in: element)
                kept[window.container] = stream
            }
        }
        streams = kept
        return patches
    }

    /// The streams of `windows` drawn whole.
    private static func drawn(_ windows: [StreamedWindow]) -> [String: WindowedStream] {
        Dictionary(windows.map { ($0.container, WindowedStream(drawn: $0)) }) { first, _ in first }
    }
}

/// Declared apart, so that the page stays usable off the main actor (the benchmarks draw it there).
extension ScreenPage: LivePage {}
