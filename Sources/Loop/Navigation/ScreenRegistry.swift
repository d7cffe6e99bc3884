/// An app's screens, listed once: what a stack of erased screens (`AnyScreen`) needs to decode the
/// events and effects of a recording, and all a new screen adds outside its own folder.
///
/// ```swift
/// enum NoteScreens: ScreenRegistry {
///     static let screens: [any StackScreen.Type] = [NoteState.self, SettingsState.self]
/// }
/// ```
///
/// An app that asks more of its screens than `StackScreen` does (their view state, their route) names
/// its own protocol as `Screen` and says how one is seen as a `StackScreen` and reduced, each a line.
public protocol ScreenRegistry: Sendable {
    /// What the app holds of any one of its screens: `any StackScreen`, or `any` of the app's own
    /// protocol that refines it.
    associatedtype Screen: Sendable = any StackScreen

    /// Every screen the stack may hold, each with a distinct `StackScreen.name`.
    static var screens: [any StackScreen.Type] { get }

    /// `screen` as a stack screen.
    static func stackScreen(_ screen: Screen) -> any StackScreen

    /// Reduces `event` on `screen` (`screen.reduce(event)`): nil for an event of another screen.
    static func reduce(_ screen: inout Screen, _ event: AnyScreenEvent<Self>) -> [AnyScreenEffect<Self>]?
}

extension ScreenRegistry where Screen == any StackScreen {
    public static func stackScreen(_ screen: Screen) -> any StackScreen { screen }

    public static func reduce(_ screen: inout Screen, _ event: AnyScreenEvent<Self>) -> [AnyScreenEffect<
        Self
    >]? {
        screen.reduce(event)
    }
}

extension ScreenRegistry {
    /// The screen called `name`, if the app has one.
    static func screen(named name: String) -> (any StackScreen.Type)? {
        screens.first { $0.name == name }
    }
}
