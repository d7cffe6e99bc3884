/// Text a person typed that must never be shown, printed or logged: a password.
///
/// Its description, debug description and reflection are bullets, so a state dump, a failing test's
/// diff or a log line cannot leak it. Only `revealed` gives the text, for the one call that sends it.
public struct SecretText: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, ExpressibleByStringLiteral
{
    public var revealed: String

    public init(_ revealed: String) {
        self.revealed = revealed
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// One bullet per character typed, as a password field shows it.
    public var masked: String { String(repeating: "•", count: revealed.count) }

    public var isEmpty: Bool { revealed.isEmpty }

    public var description: String { masked }

    public var debugDescription: String { "SecretText(\(masked))" }

    public var customMirror: Mirror { Mirror(self, children: ["masked": masked]) }
}
