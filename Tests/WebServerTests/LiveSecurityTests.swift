import Foundation
import Screens
import Testing
import WebCore

/// Each check of the live transport, against the request that a weakened check would let through: a
/// token compared only as far as the shorter one goes, an upgrade without or with a foreign `Origin`,
/// a foreign `Host`, a message over the limit.
@Suite("Live transport security")
@MainActor
struct LiveSecurityTests {
    @Test(
        "a join with an empty, shortened, lengthened or altered token is refused (1008) and attaches nothing")
    func joinToken() async throws {
        let running = try RunningApp()
        let page = try await running.open("/")
        let altered = String(page.token.dropLast()) + (page.token.hasSuffix("0") ? "1" : "0")
        for token in [
            "", String(page.token.prefix(16)), String(page.token.dropLast()), page.token + "0", altered,
        ] {
            let socket = try await running.join(page, token: token)
            socket.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#)
            let messages = await socket.read(for: 10) { TestWebSocket.closeCode($0) != nil }
            #expect(TestWebSocket.closeCode(messages) == 1008, "token \(token.count) characters")
            #expect(TestWebSocket.texts(messages).isEmpty, "token \(token.count) characters")
        }
        #expect(running.app.state(ofSession: page.session)?.route == .list)
        #expect(running.app.sessionCount == 1)
    }

    @Test(
        "an upload with an empty, shortened or another session's token gets 403; with its own it is read (422: no picture)"
    )
    func uploadToken() async throws {
        let running = try RunningApp()
        let page = try await running.open("/products/new")
        let other = try await running.open("/products/new")
        for token in [nil, "", String(page.token.prefix(16)), String(page.token.dropLast()), other.token] {
            #expect(try await running.upload(to: page, token: token) == 403, "\(String(describing: token))")
        }
        #expect(try await running.upload(to: page, token: page.token) == 422)
        #expect(running.app.state(ofSession: page.session)?.form?.attachError?.fileName == "a.png")
    }

    @Test("an upgrade without an Origin, or with another site's, gets 403; with this server's, 101")
    func origin() async throws {
        let running = try RunningApp()
        #expect(try await TestWebSocket(port: running.port).status == 403)
        #expect(try await TestWebSocket(port: running.port, origin: "http://attacker.example").status == 403)
        #expect(
            try await TestWebSocket(port: running.port, origin: "http://127.0.0.1:\(running.port + 1)").status
                == 403)
        #expect(try await TestWebSocket(port: running.port, origin: running.origin).status == 101)
    }

    @Test("an upgrade naming another Host (DNS rebinding) gets 421")
    func host() async throws {
        let running = try RunningApp()
        let socket = try await TestWebSocket(
            port: running.port, origin: "http://attacker.example:\(running.port)",
            host: "attacker.example:\(running.port)")
        #expect(socket.status == 421)
    }

    @Test("a message over the limit closes the connection with 1009; one at the limit is read")
    func messageLimit() async throws {
        var limits = HTTPLimits()
        limits.maxMessageBytes = 4096
        let running = try RunningApp(limits: limits)
        let atLimit = try await TestWebSocket(port: running.port, origin: running.origin)
        atLimit.client.send(bytes: TestWebSocket.frame([UInt8](repeating: 0x20, count: 4096)))
        atLimit.send(#"{"join":{"session":"gone","token":"t","path":"/"}}"#)
        let read = await atLimit.read(for: 10) { TestWebSocket.texts($0).count >= 1 }
        #expect(TestWebSocket.texts(read).first?.hasPrefix(#"{"joined":"#) == true)
        #expect(TestWebSocket.closeCode(read) == nil)

        let over = try await TestWebSocket(port: running.port, origin: running.origin)
        over.client.send(bytes: TestWebSocket.frame([UInt8](repeating: 0x20, count: 4097)))
        let closed = await over.read(for: 10) { TestWebSocket.closeCode($0) != nil }
        #expect(TestWebSocket.closeCode(closed) == 1009)
    }
}
