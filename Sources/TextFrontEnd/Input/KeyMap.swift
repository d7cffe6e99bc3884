import Screens
import TextDriver

/// What a key or typed text means on the screen in front, read from the view state through the one
/// table of bindings (`KeyBindings`); shared by the interactive app and the scripted driver. The
/// reducers decide what an intent means in their state (`r` retries a failed page, else refreshes).
public enum KeyMap {
    /// What `key` does in `view`: the first binding of the context in front that answers to it and
    /// applies now, its events addressed to the screens of `view` by id; nil when the key does nothing
    /// there.
    public static func action(for key: Key, in view: AppViewState) -> KeyAction<AppEvent>? {
        for binding in KeyBindings.bindings(in: KeyContext(view)) where binding.matches(key) {
            switch binding.action(key, view) {
            case .send(let intents)?: return .send(intents.compactMap { $0.event(in: view) })
            case .quit?: return .quit
            case nil: continue
            }
        }
        return nil
    }

    /// The events for a key in `view` (none for a key that quits or does nothing).
    public static func events(for key: Key, in view: AppViewState) -> [AppEvent] {
        if case .send(let events)? = action(for: key, in: view) { events } else { [] }
    }

    /// The events for text typed (or pasted) at once into the field in front.
    public static func events(typing text: String, in view: AppViewState) -> [AppEvent] {
        let typing = KeyBindings.bindings(in: KeyContext(view)).lazy.compactMap(\.typing).first
        return typing.flatMap { $0(text).event(in: view) }.map { [$0] } ?? []
    }

    /// Whether the key quits the app here: `q` on the list or a detail with nothing presented, Ctrl-C
    /// anywhere.
    public static func isQuit(_ key: Key, in view: AppViewState) -> Bool {
        action(for: key, in: view) == .quit
    }
}
