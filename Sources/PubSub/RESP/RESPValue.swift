/// One value of RESP, Redis's serialization protocol (version 2): what a Redis server answers and
/// pushes, and what a command is written as (an array of bulk strings).
public enum RESPValue: Equatable, Sendable {
    /// `+OK\r\n`
    case simple(String)
    /// `-ERR unknown command\r\n`: the server refused the command.
    case error(String)
    /// `:1\r\n`
    case integer(Int)
    /// `$5\r\nhello\r\n`, or `$-1\r\n` (nil).
    case bulk([UInt8]?)
    /// `*2\r\n…`, or `*-1\r\n` (nil).
    case array([RESPValue]?)

    /// A bulk string of `text`'s UTF-8.
    public static func bulk(_ text: String) -> RESPValue { .bulk(Array(text.utf8)) }

    /// The text of a simple or bulk string (UTF-8, repaired), else nil.
    public var text: String? {
        switch self {
        case .simple(let text): text
        case .bulk(let bytes?): String(decoding: bytes, as: UTF8.self)
        default: nil
        }
    }
}
