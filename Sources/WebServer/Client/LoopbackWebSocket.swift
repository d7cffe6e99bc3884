import Foundation
import WebCore

/// A browser tab's WebSocket on a `LoopbackClient`, for tests and tools: the upgrade with the fields
/// the caller chooses, masked text frames out, the server's messages read with WebCore's parser, each
/// wait with a deadline. Used by one thread at a time, like its client.
public final class LoopbackWebSocket: @unchecked Sendable {
    /// The largest message read, unless told otherwise: 16 MiB.
    public static let defaultMaxMessageBytes = 1 << 24
    /// The key every upgrade sends (RFC 6455's example: a test client needs no secret).
    static let key = "dGhlIHNhbXBsZSBub25jZQ=="
    /// The mask of every frame sent.
    static let mask: [UInt8] = [0x5A, 0xC3, 0x11, 0x7E]

    /// The connection, for what a caller sends raw (a ping frame, a flood).
    public let client: LoopbackClient
    /// The head of the server's answer to the upgrade (101 when upgraded); nil when none came.
    public let answer: ResponseHead?
    private var parser: WebSocketParser
    /// Messages that came with the upgrade's answer, not handed out yet.
    private var pending: [WebSocketMessage] = []

    /// Connects to `port` and asks to upgrade `path`, sending `origin` (nil sends none) and `host` (nil:
    /// `127.0.0.1:port`); reads the answer's head within `seconds`. Throws only when the connection
    /// could not be made: a refusal is an `answer` that is not 101.
    public init(
        port: Int, path: String = "/live", origin: String?, host: String? = nil,
        maxMessageBytes: Int = defaultMaxMessageBytes, within seconds: Double = LoopbackClient.defaultPatience
    ) throws(LoopbackClient.Failure) {
        client = try LoopbackClient(port: port, within: seconds)
        parser = WebSocketParser(maxMessageBytes: maxMessageBytes, expectsMaskedFrames: false)
        let originField = origin.map { "Origin: \($0)\r\n" } ?? ""
        client.send(
            "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(originField)"
                + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: \(Self.key)\r\n\r\n", within: seconds)
        let received = client.receive(for: seconds) { ResponseHead(parsing: $0) != nil }
        answer = ResponseHead(parsing: received.bytes)
        if let answer, answer.status == 101, answer.length < received.bytes.count {
            pending = parser.feed(received.bytes[answer.length...]).messages
        }
    }

    /// `init(port:path:origin:host:maxMessageBytes:within:)`, waiting on a thread of its own.
    public static func connect(
        port: Int, path: String = "/live", origin: String?, host: String? = nil,
        maxMessageBytes: Int = defaultMaxMessageBytes, within seconds: Double = LoopbackClient.defaultPatience
    ) async throws(LoopbackClient.Failure) -> LoopbackWebSocket {
        try await LoopbackClient.detached { () -> Result<LoopbackWebSocket, LoopbackClient.Failure> in
            Result { () throws(LoopbackClient.Failure) in
                try LoopbackWebSocket(
                    port: port, path: path, origin: origin, host: host, maxMessageBytes: maxMessageBytes,
                    within: seconds)
            }
        }.get()
    }

    /// The answer's status (101 when upgraded), or nil.
    public var status: Int? { answer?.status }

    /// Sends `text` as one masked frame; false when the connection ended or had no room in time.
    @discardableResult
    public func send(_ text: String, within seconds: Double = LoopbackClient.defaultPatience) -> Bool {
        client.send(
            WebSocketFrameEncoder.masking(WebSocketFrameEncoder.text(text), with: Self.mask), within: seconds)
    }

    /// Appends the messages that come to `messages`, as they come, until `done` holds for them, the
    /// server closes, or `seconds` pass; returns false when the server closed.
    @discardableResult
    public func read(
        into messages: inout [WebSocketMessage], for seconds: Double, until done: ([WebSocketMessage]) -> Bool
    ) -> Bool {
        let deadline = Deadline(seconds)
        messages += pending
        pending = []
        while !done(messages) {
            let chunk = client.receive(for: deadline.remainingSeconds) { !$0.isEmpty }
            messages += parser.feed(chunk.bytes).messages
            if chunk.closed { return false }
            if deadline.remainingMilliseconds == 0 { break }
        }
        return true
    }

    /// `read(into:for:until:)`, waiting on a thread of its own.
    @discardableResult
    public func read(
        into messages: inout [WebSocketMessage], for seconds: Double,
        until done: @escaping @Sendable ([WebSocketMessage]) -> Bool
    ) async -> Bool {
        let start = messages
        let (read, open) = await LoopbackClient.detached { () -> ([WebSocketMessage], Bool) in
            var read = start
            let open = self.read(into: &read, for: seconds, until: done)
            return (read, open)
        }
        messages = read
        return open
    }

    /// The text messages among `messages`.
    public static func texts(_ messages: [WebSocketMessage]) -> [String] {
        messages.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }
}
