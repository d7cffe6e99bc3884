import Foundation
import Testing
import WebCore

/// The pieces together, as a transport would use them: the request head is admitted (`Host`,
/// `Origin`, route), then upgraded; the bytes after the head and every later read go to the
/// connection, whose answers are written back.
@Suite struct WebSocketSessionTests {
    private let request =
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://127.0.0.1:8080\r\nUpgrade: websocket\r\n"
        + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"

    @Test func upgradesTalksAndClosesLikeATransportWould() throws {
        var router = Router()
        router.get("/ws") { _ in .status(500) }
        let policy = RequestPolicy(allowedHosts: RequestPolicy.loopbackHosts(port: 8080))
        // What the socket read: the head, and a first frame the client sent right after it.
        var buffer = Array(request.utf8) + ClientFrame.text("hello")

        let end = try #require(RequestHeadParser.endOfHead(in: buffer))
        let head = try RequestHeadParser.parse(buffer[..<end], limits: HTTPLimits())
        buffer.removeFirst(end)
        guard case .accept = Admission.decide(head, router: router, policy: policy, limits: HTTPLimits())
        else {
            Issue.record("not admitted")
            return
        }
        let accepted = try WebSocketHandshake.accept(head)
        #expect(
            String(decoding: accepted.responseHead, as: UTF8.self)
                == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n")

        var connection = WebSocketConnection()
        var output = connection.receive(buffer)
        #expect(output == WebSocketConnection.Output(messages: [.text("hello")]))
        #expect(connection.send(.text("hi")) == [0x81, 0x02, 0x68, 0x69])

        // The next read ends in the middle of a ping; the one after finishes it and closes.
        let rest = ClientFrame.ping([0x01, 0x02]) + ClientFrame.close([0x03, 0xE8])
        output = connection.receive(rest[..<4])
        #expect(output == WebSocketConnection.Output())
        output = connection.receive(rest[4...])
        #expect(output.messages == [.ping([0x01, 0x02]), .close(.normalClosure, reason: "")])
        #expect(output.bytesToWrite == [0x88, 0x02, 0x03, 0xE8])
        #expect(output.pong == nil, "a ping followed by a close is not answered (RFC 6455 §5.5.2)")
        #expect(output.closeSocket)
    }

    @Test func aForeignOriginIsRefusedBeforeTheUpgrade() throws {
        var router = Router()
        router.get("/ws") { _ in .status(500) }
        let policy = RequestPolicy(allowedHosts: RequestPolicy.loopbackHosts(port: 8080))
        let foreign = request.replacingOccurrences(
            of: "Origin: http://127.0.0.1:8080", with: "Origin: http://evil.example")
        let head = try RequestHeadParser.parse(ArraySlice(Array(foreign.utf8)), limits: HTTPLimits())
        guard
            case .refuse(let response) = Admission.decide(
                head, router: router, policy: policy, limits: HTTPLimits())
        else {
            Issue.record("a foreign origin was admitted")
            return
        }
        #expect(response.status == 403)
    }
}
