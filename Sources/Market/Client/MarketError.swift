/// Everything that can go wrong talking to the market, each case naming what was wrong.
public enum MarketError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The server answered with a status outside 2xx; `message` is from its `{code, message}` body
    /// when it sent one.
    case server(status: Int, message: String)
    /// A request the rules of docs/Contract.md §7 refuse, before or instead of sending it.
    case rejected(RuleViolation)
    /// A body that could not be decoded: `field` is the path of the failing field, empty when the whole
    /// body is unreadable; `reason` is a few words without a final period.
    case decoding(field: String, reason: String)
    /// A body of the wrong media type, e.g. HTML where JSON was expected.
    case unexpectedContentType(expected: String, received: String)
    /// The connection failed, was reset, or the body was cut short.
    case transport(String)
    /// No answer within the client's time limit: the idle timeout or the request's total deadline.
    case timeout
    /// The answer was cut off at `limit` bytes, the most this kind of answer may have.
    case tooLarge(limit: Int)
    /// The server redirected a request the client may not send there; `origin` is the target's
    /// `scheme://host:port`, without path or query.
    case redirected(to: String)
    /// The work was cancelled before it finished.
    case cancelled
    /// The market could not keep the change (its data file could not be written); `diskFull` when for
    /// want of space. The details (which file, why) go to the server's log, never to the person.
    case notSaved(diskFull: Bool)

    public var description: String {
        switch self {
        case .server(let status, let message): "server answered \(status): \(message)"
        case .rejected(let violation): "rejected: \(violation)"
        case .decoding(let field, let reason):
            field.isEmpty ? "could not decode the answer: \(reason)" : "could not decode \(field): \(reason)"
        case .unexpectedContentType(let expected, let received): "expected \(expected), received \(received)"
        case .transport(let reason): "connection failed: \(reason)"
        case .timeout: "timed out"
        case .tooLarge(let limit): "the answer was larger than \(limit) bytes"
        case .redirected(let origin): "refused a redirect to \(origin)"
        case .cancelled: "cancelled"
        case .notSaved(let diskFull): diskFull ? "not saved: the disk is full" : "not saved"
        }
    }

    /// Whether the market says it does not have what was asked for (HTTP 404): no retry can bring it.
    public var isNotFound: Bool {
        if case .server(status: 404, _) = self { true } else { false }
    }

    /// Whether trying the same request again may succeed.
    public var isRetryable: Bool {
        switch self {
        case .server(let status, _): status >= 500 || status == 408 || status == 429
        case .transport, .timeout, .decoding, .unexpectedContentType: true
        case .rejected, .cancelled, .tooLarge, .redirected, .notSaved: false
        }
    }
}
