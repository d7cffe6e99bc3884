import Foundation
import Loop
import Screens
import Testing
import WebCore

/// The tabs' WebSocket over loopback: a tab joins its page's session, its numbered reports are applied
/// once and acknowledged after their patches, and a tab whose session is gone gets a new one drawn
/// into its page.
@Suite("Live transport")
@MainActor
struct LiveTransportTests {
    @Test(
        "a tab joins its session; a report is applied, its patches come before its ack, and a ref sent again counts once"
    )
    func joinAndReport() async throws {
        let running = try RunningApp()
        let page = try await running.open("/")
        let socket = try await running.join(page)
        #expect(socket.status == 101)
        let joined = await socket.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        #expect(
            TestWebSocket.texts(joined).first
                == #"{"joined":{"fresh":false,"session":"\#(page.session)","token":"\#(page.token)","upload":"/s/\#(page.session)/upload"}}"#
        )
        socket.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#)
        let answered = await socket.read(for: 10) { TestWebSocket.texts($0).contains(#"{"ack":1}"#) }
        let texts = TestWebSocket.texts(answered)
        #expect(texts.count == 3)
        #expect(texts[1].hasPrefix(#"{"patches":[{"html":"<main id=\"screen\" class=\"form-screen\">"#))
        #expect(texts[2] == #"{"ack":1}"#)
        #expect(running.app.state(ofSession: page.session)?.route == .register)

        // Sent again after a lost connection: acknowledged, not applied again.
        socket.send(#"{"ref":2,"event":{"kind":"click","name":"back"}}"#)
        _ = await socket.read(for: 10) { TestWebSocket.texts($0).contains(#"{"ack":2}"#) }
        #expect(running.app.state(ofSession: page.session)?.route == .list)
        socket.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#)
        let again = await socket.read(for: 10) { TestWebSocket.texts($0).count >= 6 }
        #expect(TestWebSocket.texts(again).last == #"{"ack":1}"#)
        #expect(running.app.state(ofSession: page.session)?.route == .list)
    }

    @Test(
        "a tab whose session is gone (a restarted server) gets a new one at its address, drawn into its page")
    func unknownSessionOpensANewOne() async throws {
        let running = try RunningApp()
        let socket = try await TestWebSocket(port: running.port, origin: running.origin)
        socket.send(#"{"join":{"session":"gone","token":"t","path":"/products/new"}}"#)
        let messages = await socket.read(for: 10) { TestWebSocket.texts($0).count >= 2 }
        let texts = TestWebSocket.texts(messages)
        #expect(texts.first?.hasPrefix(#"{"joined":{"fresh":true,"session":""#) == true)
        #expect(texts.dropFirst().first?.contains(#"<form id=\"product-form\""#) == true)
        #expect(running.app.sessionCount == 1)
    }

    @Test("a second tab joining the same session takes it over; the first is told with close 1008")
    func takenOver() async throws {
        let running = try RunningApp()
        let page = try await running.open("/")
        let first = try await running.join(page)
        _ = await first.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        let second = try await running.join(page)
        _ = await second.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        let closed = await first.read(for: 10) { TestWebSocket.closeCode($0) != nil }
        #expect(TestWebSocket.closeCode(closed) == 1008)
    }

    @Test(
        "a closed tab's session is reclaimed once abandonAfter passed; a live tab's is never ended to make room"
    )
    func sessionsKeptAndReclaimed() async throws {
        let clock = ManualClock()
        let running = try RunningApp(clock: clock)
        running.app.maxSessions = 2
        running.app.abandonAfter = .seconds(60)
        let live = try await running.open("/")
        let liveSocket = try await running.join(live)
        _ = await liveSocket.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        let closing = try await running.open("/")
        var closingSocket: TestWebSocket? = try await running.join(closing)
        _ = await closingSocket?.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        // Both live: no room, and neither is ended for a newcomer.
        #expect(try await running.get("/").status == 503)
        #expect(running.app.sessionCount == 2)
        closingSocket = nil

        // The second tab closed (its socket went with it): its session is kept abandonAfter for the tab
        // to rejoin, then ended when a newcomer comes (with room for newcomers meanwhile).
        while running.app.liveSessionCount > 1 { try await Task.sleep(for: .milliseconds(20)) }
        running.app.maxSessions = 4
        clock.advance(by: .seconds(60))
        #expect(try await running.get("/").status == 200)
        #expect(running.app.state(ofSession: closing.session) != nil, "kept abandonAfter exactly")
        clock.advance(by: .seconds(1))
        #expect(try await running.get("/").status == 200)
        #expect(running.app.state(ofSession: closing.session) == nil)
        #expect(running.app.state(ofSession: live.session) != nil)
        #expect(running.app.liveSessionCount == 1)
    }

    @Test("a quiet WebSocket is pinged after the heartbeat interval, on the server's clock")
    func heartbeat() async throws {
        var limits = HTTPLimits()
        limits.heartbeatInterval = 15
        let clock = ManualClock()
        let running = try RunningApp(limits: limits, clock: clock)
        let socket = try await TestWebSocket(port: running.port, origin: running.origin)
        #expect(socket.status == 101)
        clock.advance(by: .seconds(15))
        let messages = await socket.read(for: 30) { $0.contains(.ping([])) }
        #expect(messages == [.ping([])])
    }
}
