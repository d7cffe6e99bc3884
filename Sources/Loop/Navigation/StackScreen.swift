/// A screen a navigation stack holds without its app naming it in a switch: the screen's state, which
/// reduces its own events. An app lists its screens once, a line each (`ScreenRegistry`), and keeps
/// them on a `StackState<AnyScreen<Screens>>`; `StackFeature` routes, pushes, pops and cancels.
///
/// ```swift
/// struct NoteState: StackScreen {
///     static let name = "note"
///     var text = ""
///     mutating func reduce(_ event: NoteEvent) -> [NoteEffect] { NoteFeature().reduce(&self, event) }
/// }
/// ```
public protocol StackScreen: Equatable, Encodable, Sendable {
    /// What happens on the screen: what a person did there, and the answers to its work.
    associatedtype Event: Equatable, Codable, Sendable
    /// The work the screen asks for.
    associatedtype Effect: StackElementEffect, Codable

    /// The screen's name among its app's screens: the key its state, events and effects are coded
    /// under (`{"note":{"_0":…}}`, as an enum's case would be) and the case their descriptions show.
    static var name: String { get }

    /// Applies `event` to the screen: the work to start, in order.
    mutating func reduce(_ event: Event) -> [Effect]
}

extension StackScreen {
    /// Reduces `event` if it is one of this screen's: the screen's work, erased as its stack holds it;
    /// nil for another screen's event.
    public mutating func reduce<Screens>(_ event: AnyScreenEvent<Screens>) -> [AnyScreenEffect<Screens>]? {
        event.base(for: Self.self).map { reduce($0).map { AnyScreenEffect($0, of: Self.self) } }
    }

    /// Whether `other` is this same screen.
    public func isEqual(to other: any StackScreen) -> Bool {
        (other as? Self) == self
    }
}
