import Foundation

/// What the client script sends on its WebSocket, as JSON text messages.
///
/// - `{"join":{"session":"…","token":"…","path":"/products/new"}}`, first: the session the page was
///   drawn for, its token, and the page's address (where a new session opens if that one is gone).
/// - `{"ref":7,"event":{…}}`: a `ClientEvent`, numbered: the server acknowledges each ref, and
///   applies a ref it has already seen from this session once only (the client sends again what was
///   not acknowledged when the connection was lost).
public enum ClientMessage: Decodable, Equatable, Sendable {
    case join(session: String, token: String, path: String)
    case event(ref: Int, ClientEvent)

    private enum Key: String, CodingKey {
        case join, ref, event, session, token, path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(.join) {
            let join = try container.nestedContainer(keyedBy: Key.self, forKey: .join)
            self = .join(
                session: try join.decode(String.self, forKey: .session),
                token: try join.decode(String.self, forKey: .token),
                path: try join.decode(String.self, forKey: .path))
        } else {
            self = .event(
                ref: try container.decode(Int.self, forKey: .ref),
                try container.decode(ClientEvent.self, forKey: .event))
        }
    }

    /// The message read from a WebSocket text message, or nil when it is none.
    public static func decode(_ text: String) -> ClientMessage? {
        try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
    }
}

/// What the server sends on the WebSocket, as JSON text messages.
///
/// - `{"joined":{"fresh":false,"live":"/s/…/live","session":"…","token":"…","upload":"/s/…/upload"}}`:
///   the tab's session and its addresses; `fresh` when it is a new one (the one named was gone, or held
///   by a process that is gone), whose screen follows as patches.
/// - `{"patches":[…]}`: `HTMLPatch`es to apply in order.
/// - `{"ack":7}`: every report up to ref 7 was applied (its patches were sent before).
public enum ServerMessage: Encodable, Equatable, Sendable {
    case joined(session: String, token: String, live: String, upload: String, fresh: Bool)
    case patches([HTMLPatch])
    case ack(Int)

    private enum Key: String, CodingKey {
        case joined, patches, ack, session, token, live, upload, fresh
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .joined(let session, let token, let live, let upload, let fresh):
            var joined = container.nestedContainer(keyedBy: Key.self, forKey: .joined)
            try joined.encode(session, forKey: .session)
            try joined.encode(token, forKey: .token)
            try joined.encode(live, forKey: .live)
            try joined.encode(upload, forKey: .upload)
            try joined.encode(fresh, forKey: .fresh)
        case .patches(let patches):
            try container.encode(patches, forKey: .patches)
        case .ack(let ref):
            try container.encode(ref, forKey: .ack)
        }
    }

    /// The message as the JSON text the client script reads (keys sorted).
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and patches always encode.
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }
}
