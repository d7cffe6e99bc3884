/// Work one screen of a stack of erased screens (`AnyScreen`) asks for, whichever screen: the
/// screen's own effect, with the screen's name. It is scheduled as the screen's effect says, its
/// identities kept apart from other screens', and coded as an enum's case would be.
public struct AnyScreenEffect<Screens: ScreenRegistry>: ScreenPart, StackElementEffect, Codable {
    /// The name of the screen that asked for the work.
    public let screenName: String
    /// The screen's own effect.
    public let base: any StackElementEffect & Codable

    /// The identity of a screen's cancellable work, apart from every other screen's.
    public struct ID: Hashable, Sendable {
        let screenName: String
        let base: any Hashable & Sendable

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.screenName == rhs.screenName && lhs.base.isEqual(toAny: rhs.base)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(screenName)
            base.hash(into: &hasher)
        }
    }

    /// `effect`, of a screen of `screen`'s type.
    public init<Screen: StackScreen>(_ effect: Screen.Effect, of screen: Screen.Type) {
        screenName = Screen.name
        base = effect
    }

    /// The effect, if a screen of `screen`'s type asked for it.
    public func base<Screen: StackScreen>(for screen: Screen.Type) -> Screen.Effect? {
        screenName == Screen.name ? base as? Screen.Effect : nil
    }

    public var scheduling: EffectScheduling<ID> {
        base.scheduling(named: screenName)
    }

    public var outlivesScreen: Bool { base.outlivesScreen }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.screenName == rhs.screenName && lhs.base.isEqual(toAny: rhs.base)
    }

    public init(from decoder: any Decoder) throws {
        self = try ScreenCoding.decode(Self.self, from: decoder)
    }

    static func decode<Screen: StackScreen>(for screen: Screen.Type, from decoder: any Decoder) throws -> Self
    {
        Self(try Screen.Effect(from: decoder), of: screen)
    }

    public func encode(to encoder: any Encoder) throws {
        try base.encode(named: screenName, to: encoder)
    }
}

extension AnyScreenEffect: CustomDebugStringConvertible {
    /// The effect as its enum's case would read (`.detail(Module.DetailEffect.fetchDetail(3))`).
    public var debugDescription: String { ".\(screenName)(\(String(reflecting: base)))" }
}

extension StackElementEffect {
    /// The effect's scheduling, its identities kept apart as those of the screen called `name`.
    fileprivate func scheduling<Screens>(named name: String) -> EffectScheduling<AnyScreenEffect<Screens>.ID>
    {
        scheduling.map { AnyScreenEffect.ID(screenName: name, base: $0) }
    }
}

extension AnyScreenEffect: CustomReflectable {
    /// The effect reflected as an enum's case, the screen's name its label.
    public var customMirror: Mirror {
        Mirror(self, children: [(label: screenName, value: base as Any)], displayStyle: .enum)
    }
}
