/// The name of one of several processes serving the same app behind a proxy (`web1`): its sessions'
/// ids start with it (`web1.3fa2…`), so a proxy routes each tab's requests below `/s/SESSION/` (its
/// WebSocket, uploads and resources) to the process that holds its session, and any other process
/// when that one is gone (`deploy/nginx.conf`).
public struct ProcessName: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The longest name.
    public static let maxLength = 32

    /// `text` as a name: 1 to `maxLength` ASCII letters, digits, `-` or `_`; else nil.
    public init?(_ text: String) {
        guard (1...Self.maxLength).contains(text.utf8.count),
            text.utf8.allSatisfy({
                $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || Self.isAlphanumeric($0)
            })
        else { return nil }
        description = text
    }

    /// What a name may hold, said to whoever gave one that is not.
    public static let rule = "1 to \(maxLength) letters, digits, - or _"

    /// The id of a new session of this process: the name, a dot, then `random`.
    func sessionID(_ random: String) -> String { "\(description).\(random)" }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
