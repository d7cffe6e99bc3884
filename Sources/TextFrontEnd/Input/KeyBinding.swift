import Screens
import TextDriver

/// One line of the app's keyboard: which keys, where, what they mean there, and how the footer and the
/// README name them. `KeyBindings.all` is the only place a key's meaning is written.
public struct KeyBinding: Sendable {
    /// What pressing the keys does, before it is addressed to the screen on top (`KeyMap`).
    public typealias Action = KeyAction<KeyIntent>

    /// The keys; empty for a typing binding, which answers to any printable character not bound
    /// before it in its context.
    public var keys: [Key]
    /// Where it applies; nil: everywhere.
    public var context: KeyContext?
    /// How the footer names the keys, when it names them.
    public var legend: String?
    /// Whether the footer names the keys in a view where they apply (a key may work where the footer
    /// does not advertise it).
    let showsLegend: @Sendable (AppViewState) -> Bool
    /// What the keys do, for the README's table.
    public var summary: String
    /// What a key does in `view`; nil where the binding does not apply now (its legend hides too).
    let action: @Sendable (Key, AppViewState) -> Action?
    /// For a typing binding: the event for text typed or pasted.
    let typing: (@Sendable (String) -> KeyIntent)?

    /// Keys that do the same in `context` whatever was pressed, when `applies` to the view.
    init(
        _ keys: [Key], in context: KeyContext?, legend: String? = nil, summary: String,
        when applies: @escaping @Sendable (AppViewState) -> Bool = { _ in true },
        legendWhen showsLegend: @escaping @Sendable (AppViewState) -> Bool = { _ in true }, _ action: Action
    ) {
        self.init(keys, in: context, legend: legend, summary: summary, legendWhen: showsLegend) { _, view in
            applies(view) ? action : nil
        }
    }

    /// Keys whose meaning depends on which was pressed or on the view.
    init(
        _ keys: [Key], in context: KeyContext?, legend: String? = nil, summary: String,
        legendWhen showsLegend: @escaping @Sendable (AppViewState) -> Bool = { _ in true },
        action: @escaping @Sendable (Key, AppViewState) -> Action?
    ) {
        self.keys = keys
        self.context = context
        self.legend = legend
        self.showsLegend = showsLegend
        self.summary = summary
        self.action = action
        typing = nil
    }

    /// Typing: any printable character, or text pasted at once, becomes `event`.
    init(typingIn context: KeyContext, summary: String, _ event: @escaping @Sendable (String) -> KeyIntent) {
        keys = []
        self.context = context
        legend = nil
        showsLegend = { _ in false }
        self.summary = summary
        action = { key, _ in
            if case .character(let character) = key { .send([event(String(character))]) } else { nil }
        }
        typing = event
    }

    /// Whether the binding answers to `key`.
    func matches(_ key: Key) -> Bool {
        if typing != nil, case .character = key { return true }
        return keys.contains(key)
    }
}
