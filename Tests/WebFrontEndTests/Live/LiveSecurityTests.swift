import Foundation
import Screens
import Testing
import WebCore
import WebTesting

/// Each check of the live transport, against the request that a weakened check would let through: a
/// token compared only as far as the shorter one goes, an upgrade without or with a foreign `Origin`,
/// a foreign `Host`, a message over the limit.
@MainActor
@Suite("Live transport security", .timeLimit(.minutes(1)))
struct LiveSecurityTests {
    static func upgrade(origin: String?, host: String = TestAddress.host) -> String {
        "GET /live HTTP/1.1\r\nHost: \(host)\r\n" + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    }

    @Test(
        "a join with an empty, shortened, lengthened or altered token is refused (1008) and attaches nothing")
    func joinToken() async {
        let web = InMemoryWeb()
        let page = await web.tester.open("/")
        let altered = String(page.token.dropLast()) + (page.token.hasSuffix("0") ? "1" : "0")
        for token in [
            "", String(page.token.prefix(16)), String(page.token.dropLast()), page.token + "0", altered,
        ] {
            await page.join(token: token)
            await page.report(#"{"kind":"click","name":"register"}"#)
            #expect(page.closeCode == 1008, "token \(token.count) characters")
            #expect(page.messages.isEmpty, "token \(token.count) characters")
        }
        #expect(web.app.state(ofSession: page.session)?.route == .list)
        #expect(web.app.sessionCount == 1)
        #expect(web.app.liveSessionCount == 0)
    }

    @Test(
        "an upload with no, an empty, a shortened or another session's token gets 403; with its own it is read (422: no picture)"
    )
    func uploadToken() async {
        let web = InMemoryWeb()
        let page = await web.tester.open("/products/new")
        let other = await web.tester.open("/products/new")
        let file = [(name: "a.png", contentType: "image/png", data: Array("PNG".utf8))]
        for token in [nil, "", String(page.token.prefix(16)), String(page.token.dropLast()), other.token] {
            #expect(await page.upload(file, token: token)?.status == 403, "\(String(describing: token))")
        }
        #expect(await page.upload(file)?.status == 422)
        #expect(web.app.state(ofSession: page.session)?.path[form: 1]?.attachError?.fileName == "a.png")
    }

    @Test("an upgrade without an Origin, or with another site's, gets 403; with this server's, 101")
    func origin() async {
        let web = InMemoryWeb()
        #expect(await web.tester.request(Self.upgrade(origin: nil))?.status == 403)
        #expect(await web.tester.request(Self.upgrade(origin: "http://attacker.example"))?.status == 403)
        #expect(await web.tester.request(Self.upgrade(origin: "http://127.0.0.1:8081"))?.status == 403)
        #expect(await web.tester.request(Self.upgrade(origin: TestAddress.origin))?.status == 101)
    }

    @Test("an upgrade naming another Host (DNS rebinding) gets 421")
    func host() async {
        let web = InMemoryWeb()
        let answer = await web.tester.request(
            Self.upgrade(origin: "http://attacker.example:8080", host: "attacker.example:8080"))
        #expect(answer?.status == 421)
    }

    @Test("a message over the limit closes the connection with 1009; one at the limit is read")
    func messageLimit() async {
        var limits = HTTPLimits()
        limits.maxMessageBytes = 4096
        let web = InMemoryWeb(limits: limits)
        let atLimit = await web.tester.open("/")
        await atLimit.join()
        await atLimit.send(String(repeating: " ", count: 4096))
        #expect(atLimit.closeCode == nil)
        #expect(atLimit.isConnected)

        let over = await web.tester.open("/")
        await over.join()
        await over.send(String(repeating: " ", count: 4097))
        #expect(over.closeCode == 1009)
    }
}
