/// A screen that can be pushed on a `StackState`: usually an enum with one case per kind of screen,
/// each holding that screen's state, as TCA's `Path`. It is the one place an app names its pushed
/// screens; `StackFeature` does the rest of the stack's work (routing, pushing, popping, cancelling).
///
/// ```swift
/// enum Screen: StackElement {
///     case note(NoteState)
///     case settings(SettingsState)
///
///     mutating func reduce(_ event: ScreenEvent) -> [ScreenEffect]? {
///         switch (self, event) {
///         case (.note(var state), .note(let event)):
///             defer { self = .note(state) }
///             return NoteFeature().reduce(&state, event).map(ScreenEffect.note)
///         ...
///         default: return nil   // an event for another kind of screen
///         }
///     }
/// }
/// ```
public protocol StackElement: Sendable {
    /// An event for one screen of the stack, whichever kind.
    associatedtype Event: Sendable
    /// The work one screen of the stack asks for.
    associatedtype Effect: StackElementEffect

    /// Reduces `event` if it is for this kind of screen: its effects, or nil when the event is for
    /// another kind (the stack drops it and counts it in `StackState.droppedEventCount`).
    mutating func reduce(_ event: Event) -> [Effect]?
}

/// Work a screen on a stack asks for: popping the screen cancels it, unless it outlives the screen.
public protocol StackElementEffect: LoopEffect {
    /// Whether the work goes on once its screen is popped (a form's submit, a delete); false unless
    /// the effect says so.
    var outlivesScreen: Bool { get }
}

extension StackElementEffect {
    public var outlivesScreen: Bool { false }
}
