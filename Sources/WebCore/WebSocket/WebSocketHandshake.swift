import Foundation

/// The server's side of the WebSocket opening handshake (RFC 6455 section 4.2): checks an upgrade
/// request's head and either accepts it (the `101 Switching Protocols` head to write, after which the
/// connection speaks frames) or refuses it with the status and the header field at fault.
///
/// It checks only what makes a request a WebSocket upgrade. Whether this server answers the request
/// at all (`Host`, `Origin`, the route) is `Admission.decide`'s job, applied first; browsers always
/// send `Origin` with a WebSocket request, so a transport that serves only browsers may also refuse
/// a request without one. No subprotocol and no extension (e.g. `permessage-deflate`) is negotiated:
/// the answer names none, which tells the client none is in use.
public enum WebSocketHandshake {
    /// The GUID RFC 6455 appends to the key before hashing it.
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The accepted upgrade.
    public struct Accepted: Sendable, Equatable {
        /// The `Sec-WebSocket-Accept` value: base64 of the SHA-1 of the key and the GUID.
        public var accept: String

        /// The whole answer, status line to blank line. It is written as is: a `101` has no body, so no
        /// `Content-Length`, and `Connection: Upgrade` replaces the server's usual `Connection` field.
        public var responseHead: [UInt8] {
            Array(
                ("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Accept: \(accept)\r\n\r\n").utf8)
        }
    }

    /// Accepts `head` as a WebSocket upgrade, or throws why not.
    ///
    /// In order: the method is `GET` (else 400), the version HTTP/1.1 (400), `Upgrade` lists
    /// `websocket` (400), `Connection` lists `Upgrade` (400), `Sec-WebSocket-Version` is present (400)
    /// and is exactly `13` (426, answered with `Sec-WebSocket-Version: 13`), and there is one
    /// `Sec-WebSocket-Key` that is base64 of 16 bytes (400). Token lists are compared without regard
    /// to case and may repeat the field (`Connection: keep-alive, Upgrade`).
    public static func accept(_ head: RequestHead) throws(WebSocketHandshakeError) -> Accepted {
        guard head.method == "GET" else {
            throw WebSocketHandshakeError(400, field: nil, "a WebSocket upgrade must be a GET")
        }
        guard head.version == "HTTP/1.1" else {
            throw WebSocketHandshakeError(400, field: nil, "a WebSocket upgrade needs HTTP/1.1")
        }
        guard tokens(of: "Upgrade", in: head.headers).contains("websocket") else {
            throw WebSocketHandshakeError(400, field: "Upgrade", "Upgrade does not name websocket")
        }
        guard tokens(of: "Connection", in: head.headers).contains("upgrade") else {
            throw WebSocketHandshakeError(400, field: "Connection", "Connection does not list Upgrade")
        }
        let versions = head.headers.values("Sec-WebSocket-Version")
        guard !versions.isEmpty else {
            throw WebSocketHandshakeError(
                400, field: "Sec-WebSocket-Version", "Sec-WebSocket-Version is missing")
        }
        guard versions == ["13"] else {
            throw WebSocketHandshakeError(
                426, field: "Sec-WebSocket-Version", "only WebSocket version 13 is spoken")
        }
        let keys = head.headers.values("Sec-WebSocket-Key")
        // Canonical base64 only: the nonce's one spelling (no whitespace, zero bits after the padding).
        guard keys.count == 1, let key = keys.first, let nonce = Data(base64Encoded: key), nonce.count == 16,
            nonce.base64EncodedString() == key
        else {
            throw WebSocketHandshakeError(
                400, field: "Sec-WebSocket-Key", "Sec-WebSocket-Key is not one base64 16-byte nonce")
        }
        return Accepted(accept: acceptValue(forKey: key))
    }

    /// `Sec-WebSocket-Accept` for `key`, as sent (base64 of SHA-1 of `key` + the RFC's GUID).
    public static func acceptValue(forKey key: String) -> String {
        Data(SHA1.hash(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The comma-separated tokens of every `name` field, trimmed and lowercased.
    private static func tokens(of name: String, in headers: HTTPHeaders) -> Set<String> {
        var tokens: Set<String> = []
        for value in headers.values(name) {
            for token in value.split(separator: ",") {
                tokens.insert(token.trimmingCharacters(in: [" ", "\t"]).lowercased())
            }
        }
        return tokens
    }
}

/// Why an upgrade request was refused: the status to answer (400, or 426 for a version other than
/// 13), the request header field at fault (nil for the method or HTTP version) and a description.
public struct WebSocketHandshakeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var status: Int
    public var field: String?
    public var description: String

    init(_ status: Int, field: String?, _ description: String) {
        self.status = status
        self.field = field
        self.description = description
    }

    /// The answer to send: the status, the description as plain text, and for 426 the
    /// `Sec-WebSocket-Version: 13` field that tells the client which version to use.
    public var response: HTTPResponse {
        var response = HTTPResponse.text("\(description)\n", status: status)
        if status == 426 { response.headers.add("Sec-WebSocket-Version", "13") }
        return response
    }
}
