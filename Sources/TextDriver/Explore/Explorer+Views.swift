import TextUI

extension Explorer.Session {
    /// `brokenInEveryView(of:)`, unless the state and the tick are those every view was last checked
    /// at (a key that did nothing, time that moved no work): the same state draws the same frames.
    /// A state that is not `Equatable` is checked after every step.
    mutating func checkEveryView(of live: DriverSession<App>) -> Explorer.Broken? {
        if let checked = viewsChecked, checked.tick == live.tick, let state = live.state as? any Equatable,
            state.isEqual(toAny: checked.state)
        {
            return nil
        }
        viewsChecked = (live.state, live.tick)
        return brokenInEveryView(of: live)
    }

    /// The framework's frame invariants on the state after a step as every size and language the
    /// explorer runs would draw it, not only the session's own: a step that breaks the screen at 40
    /// columns in Korean is found by a session at 80 in English. The state is put in each language on
    /// a copy, by the app's own events (`TextApp.languageEvents`), whose work is not run.
    func brokenInEveryView(of live: DriverSession<App>) -> Explorer.Broken? {
        let languages: [String?] = App.languages.isEmpty ? [nil] : App.languages
        for language in languages {
            let view: App.ViewState
            if language == self.language {
                view = live.view
            } else {
                var state = live.state
                for event in language.map(live.app.languageEvents) ?? [] {
                    _ = live.loop.feature.reduce(&state, event)
                }
                view = live.app.viewState(of: state)
            }
            // The session's own view was checked with the step's frame.
            for size in explorer.sizes where language != self.language || size != live.size {
                let frame = live.app.render(view, size: size, tick: live.tick)
                if let (invariant, message) = FrameCheck.broken(frame, size) {
                    let view = (language.map { "in \($0) " } ?? "") + "at \(size)"
                    return Explorer.Broken(invariant: invariant, message: "\(view): \(message)")
                }
            }
        }
        return nil
    }
}

extension Equatable {
    /// Whether `other` is this same value, whichever type it is.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}
