import Foundation
import WebCore

/// A WebSocket client over `RawClient` for the server's tests: the upgrade request with the fields a
/// test chooses, masked text frames, and the server's messages read with WebCore's parser.
final class TestWebSocket: @unchecked Sendable {
    let client: RawClient
    /// The server's answer to the upgrade, head only.
    private(set) var answer = ""
    private var parser = WebSocketParser(maxMessageBytes: 1 << 24, expectsMaskedFrames: false)
    private var received: [WebSocketMessage] = []

    /// Sends the upgrade for `path` with `origin` (nil sends none) and `host`, and reads the answer's head.
    init(port: Int, path: String = "/live", origin: String? = nil, host: String? = nil) async throws {
        client = try RawClient(port: port)
        let hostField = host ?? "127.0.0.1:\(port)"
        let originField = origin.map { "Origin: \($0)\r\n" } ?? ""
        client.send(
            "GET \(path) HTTP/1.1\r\nHost: \(hostField)\r\n\(originField)Upgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
        let (bytes, _) = await client.receiveBytes(for: 10) { ResponseHead(parsing: $0) != nil }
        let end = ResponseHead(parsing: bytes)?.length ?? bytes.count
        answer = String(decoding: bytes[..<end], as: UTF8.self)
        if end < bytes.count { received += parser.feed(bytes[end...]).messages }
    }

    /// The opening answer's status (101 when upgraded).
    var status: Int? { RawClient.status(of: answer) }

    /// A masked text frame.
    func send(_ text: String) {
        client.send(
            bytes: WebSocketFrameEncoder.masking(WebSocketFrameEncoder.text(text), with: [1, 2, 3, 4]))
    }

    /// Messages until `done` holds for those read so far, the server closes, or `seconds` pass.
    func read(for seconds: Double, until done: @escaping @Sendable ([WebSocketMessage]) -> Bool) async
        -> [WebSocketMessage]
    {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline, !done(received) {
            let chunk = await client.receiveBytes(for: 0.2) { !$0.isEmpty }
            received += parser.feed(chunk.bytes).messages
            if chunk.closed { break }
        }
        return received
    }

    /// The text messages read so far.
    static func texts(_ messages: [WebSocketMessage]) -> [String] {
        messages.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }
}
