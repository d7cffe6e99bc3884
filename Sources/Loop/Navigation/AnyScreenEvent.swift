/// An event for one screen of a stack of erased screens (`AnyScreen`), whichever screen: the screen's
/// own event, with the screen's name. It is coded and described as an enum's case would be
/// (`{"detail":{"_0":…}}`, `.detail(.appeared)`).
public struct AnyScreenEvent<Screens: ScreenRegistry>: ScreenPart, Equatable, Sendable, Codable {
    /// The name of the screen the event is for.
    public let screenName: String
    /// The screen's own event.
    public let base: any Equatable & Codable & Sendable

    /// `event`, for a screen of `screen`'s type.
    public init<Screen: StackScreen>(_ event: Screen.Event, for screen: Screen.Type) {
        screenName = Screen.name
        base = event
    }

    /// The event, if it is for a screen of `screen`'s type.
    public func base<Screen: StackScreen>(for screen: Screen.Type) -> Screen.Event? {
        screenName == Screen.name ? base as? Screen.Event : nil
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.screenName == rhs.screenName && lhs.base.isEqual(toAny: rhs.base)
    }

    public init(from decoder: any Decoder) throws {
        self = try ScreenCoding.decode(Self.self, from: decoder)
    }

    static func decode<Screen: StackScreen>(for screen: Screen.Type, from decoder: any Decoder) throws -> Self
    {
        Self(try Screen.Event(from: decoder), for: screen)
    }

    public func encode(to encoder: any Encoder) throws {
        try base.encode(named: screenName, to: encoder)
    }
}

extension AnyScreenEvent: CustomDebugStringConvertible {
    /// The event as its enum's case would read (`.detail(Module.DetailEvent.appeared)`).
    public var debugDescription: String { ".\(screenName)(\(String(reflecting: base)))" }
}

extension Equatable {
    /// Whether `other` is this same value, whichever type it is.
    func isEqual(toAny other: Any) -> Bool {
        (other as? Self) == self
    }
}

extension AnyScreenEvent: CustomReflectable {
    /// The event reflected as an enum's case, the screen's name its label: what a structural diff and
    /// a coverage count read.
    public var customMirror: Mirror {
        Mirror(self, children: [(label: screenName, value: base as Any)], displayStyle: .enum)
    }
}
