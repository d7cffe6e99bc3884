/// Text a person typed that must never be shown, printed or logged: a password.
///
/// Its description, debug description and reflection are bullets, so a state dump, a failing test's
/// diff or a log line cannot leak it; it is encoded as those bullets too, so no recording holds it. Only
/// `revealed` gives the text, for the one call that sends it.
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
    public var masked: String { String(repeating: Self.bullet, count: revealed.count) }

    /// What stands for each character of the secret wherever it is shown or written.
    public static let bullet: Character = "•"

    public var isEmpty: Bool { revealed.isEmpty }

    public var description: String { masked }

    public var debugDescription: String { "SecretText(\(masked))" }

    public var customMirror: Mirror { Mirror(self, children: ["masked": masked]) }
}

/// A secret is encoded as its bullets only (`masked`), and decodes as a secret of those bullets: a
/// recorded session replays a password typed, as long as it was, and never holds it. Text that is not
/// all bullets is refused, so a secret that found its way into a recording is not taken up from it.
extension SecretText: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let masked = try container.decode(String.self)
        guard masked.allSatisfy({ $0 == Self.bullet }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a secret is written as bullets (\(Self.bullet)) only")
        }
        self.init(masked)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(masked)
    }
}
