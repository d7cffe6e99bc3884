/// One screen of a navigation stack, whichever of the app's screens (`ScreenRegistry`) it is: what a
/// `StackState` holds when the app lists its screens rather than writing them as an enum's cases. It
/// routes an event to the screen it is for, and is coded as an enum's case would be.
///
/// ```swift
/// var path = StackState<AnyScreen<NoteScreens>>()
/// path.append(AnyScreen(NoteState()))
/// path.last?.screen(NoteState.self)?.text
/// ```
public struct AnyScreen<Screens: ScreenRegistry>: StackElement, Equatable, Encodable {
    public typealias Event = AnyScreenEvent<Screens>
    public typealias Effect = AnyScreenEffect<Screens>

    /// The screen, as the app sees any of its screens.
    public var base: Screens.Screen

    /// The screen `base`.
    public init(_ base: Screens.Screen) {
        self.base = base
    }

    /// The screen's name (`StackScreen.name`).
    public var name: String { type(of: Screens.stackScreen(base)).name }

    /// The screen, if it is of type `Screen`.
    public func screen<Screen: StackScreen>(_ type: Screen.Type) -> Screen? {
        Screens.stackScreen(base) as? Screen
    }

    public mutating func reduce(_ event: Event) -> [Effect]? {
        Screens.reduce(&base, event)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        Screens.stackScreen(lhs.base).isEqual(to: Screens.stackScreen(rhs.base))
    }

    public func encode(to encoder: any Encoder) throws {
        try Screens.stackScreen(base).encode(named: name, to: encoder)
    }
}

extension AnyScreen: CustomReflectable {
    /// The screen reflected as an enum's case, its name the label: a structural diff of two states
    /// names the screen (`path.elements[0].detail.images`).
    public var customMirror: Mirror {
        Mirror(self, children: [(label: name, value: Screens.stackScreen(base) as Any)], displayStyle: .enum)
    }
}
