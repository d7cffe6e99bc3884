/// A kind of screen of the app's navigation stack: the list at its bottom, or a pushed screen, named
/// as the screen's events are coded. Each kind is declared in its screen's folder (`.detail`).
public struct ScreenKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The screen's name (`StackScreen.name`).
    public let name: String

    init(_ name: String) {
        self.name = name
    }

    /// The list, then every pushed screen, in the order the app lists them.
    public static var allCases: [ScreenKind] { [.list] + AppScreens.pushed.map { $0.kind } }

    public var description: String { name }
}
