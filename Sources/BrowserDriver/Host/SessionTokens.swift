import Foundation

/// The session ids and their tokens, readable from any thread: the server checks a state-changing
/// request's token on the connection's own thread, before reading its body.
///
/// `@unchecked Sendable`: the table is only touched under `lock`.
final class SessionTokens: @unchecked Sendable {
    private let lock = NSLock()
    private var tokens: [String: String] = [:]

    func insert(_ token: String, for session: String) {
        lock.withLock { tokens[session] = token }
    }

    func remove(_ session: String) {
        lock.withLock { _ = tokens.removeValue(forKey: session) }
    }

    /// Whether `token` is the token of the session a request's path names (`/s/SESSION/…`).
    func isValid(_ token: String, pathSegments: [String]) -> Bool {
        guard pathSegments.count >= 2, pathSegments[0] == "s" else { return false }
        return isValid(token, session: pathSegments[1])
    }

    /// Whether `token` is the token of `session`, compared whole, in time independent of where they
    /// differ: a shorter or longer token, however it starts, is refused.
    func isValid(_ token: String, session: String) -> Bool {
        guard let expected = lock.withLock({ tokens[session] }) else { return false }
        let given = Array(token.utf8)
        let wanted = Array(expected.utf8)
        guard given.count == wanted.count else { return false }
        return zip(given, wanted).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A new random identifier: 128 bits as hex.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
