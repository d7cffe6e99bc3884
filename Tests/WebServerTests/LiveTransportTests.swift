import Foundation
import Loop
import Screens
import Testing
import WebCore
import WebServer

/// The tabs' WebSocket over a real loopback socket, as a smoke test of what `LiveSessionTests` checks in
/// memory: a tab joins its page's session, its numbered reports are applied once and acknowledged after
/// their patches, and a quiet one is pinged on the server's clock.
@Suite("Live transport")
@MainActor
struct LiveTransportTests {
    @Test(
        "a tab joins its session; a report is applied, its patches come before its ack, and a ref sent again counts once",
        arguments: IOBackend.available
    )
    func joinAndReport(io: IOBackend) async throws {
        // On a manual clock its page answers once every thumbnail is in (a page's patience passes on
        // that clock, which no one moves), so no patch of the list can come between the report and
        // its ack.
        let running = try RunningApp(clock: ManualClock(), io: io)
        let page = try await running.open("/")
        let socket = try await running.join(page)
        #expect(socket.status == 101)
        var received: [WebSocketMessage] = []
        await socket.read(into: &received, for: 10) { LoopbackWebSocket.texts($0).count >= 1 }
        let joined = received
        #expect(
            LoopbackWebSocket.texts(joined).first
                == #"{"joined":{"fresh":false,"live":"/s/\#(page.session)/live","session":"\#(page.session)","token":"\#(page.token)","upload":"/s/\#(page.session)/upload"}}"#
        )
        socket.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#)
        await socket.read(into: &received, for: 10) { LoopbackWebSocket.texts($0).contains(#"{"ack":1}"#) }
        let texts = LoopbackWebSocket.texts(received)
        #expect(texts.count == 3)
        #expect(
            texts[1].hasPrefix(
                #"{"patches":[{"html":"<main id=\"screen\" class=\"form-screen\" data-screen=\"1\">"#))
        #expect(texts[2] == #"{"ack":1}"#)
        #expect(running.app.state(ofSession: page.session)?.route == .register)

        // Sent again after a lost connection: acknowledged, not applied again.
        socket.send(#"{"ref":2,"event":{"kind":"click","name":"back"}}"#)
        await socket.read(into: &received, for: 10) { LoopbackWebSocket.texts($0).contains(#"{"ack":2}"#) }
        #expect(running.app.state(ofSession: page.session)?.route == .list)
        socket.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#)
        await socket.read(into: &received, for: 10) { LoopbackWebSocket.texts($0).count >= 6 }
        #expect(LoopbackWebSocket.texts(received).last == #"{"ack":1}"#)
        #expect(running.app.state(ofSession: page.session)?.route == .list)
    }

    @Test(
        "a quiet WebSocket is pinged after the heartbeat interval, on the server's clock",
        arguments: IOBackend.available)
    func heartbeat(io: IOBackend) async throws {
        var limits = HTTPLimits()
        limits.heartbeatInterval = 15
        let clock = ManualClock()
        let running = try RunningApp(limits: limits, clock: clock, io: io)
        let socket = try await running.join(try await running.open("/"))
        #expect(socket.status == 101)
        var received: [WebSocketMessage] = []
        await socket.read(into: &received, for: 10) { LoopbackWebSocket.texts($0).count >= 1 }
        let joined = received
        clock.advance(by: .seconds(15))
        await socket.read(into: &received, for: 30) { $0.contains(.ping([])) }
        #expect(Array(received.dropFirst(joined.count)) == [.ping([])])
    }
}
