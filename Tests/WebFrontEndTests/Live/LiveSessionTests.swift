import BrowserDriver
import Foundation
import Loop
import Screens
import Testing
import WebCore
import WebTesting

/// A tab's live connection, in memory: it joins its page's session, its numbered reports are applied
/// once and acknowledged after their patches, a tab whose session is gone gets a new one drawn into its
/// page, a second tab takes a session over, and closed tabs' sessions are reclaimed on the clock.
@MainActor
@Suite("Live sessions", .timeLimit(.minutes(1)))
struct LiveSessionTests {
    @Test(
        "a tab joins its session; a report is applied, its patches come before its ack, and a ref sent again counts once"
    )
    func joinAndReport() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/")
        #expect(await tab.join() == 101)
        #expect(
            tab.messages
                == [
                    #"{"joined":{"fresh":false,"live":"/s/\#(tab.session)/live","session":"\#(tab.session)","token":"\#(tab.token)","upload":"/s/\#(tab.session)/upload"}}"#
                ])
        let answered = await tab.report(#"{"kind":"click","name":"register"}"#)
        #expect(answered.count == 2)
        #expect(
            answered.first?.hasPrefix(
                #"{"patches":[{"html":"<main id=\"screen\" class=\"form-screen\" data-screen=\"1\">"#)
                == true)
        #expect(answered.last == #"{"ack":1}"#)
        #expect(web.app.state(ofSession: tab.session)?.route == .register)

        #expect(await tab.report(#"{"kind":"click","name":"back"}"#).last == #"{"ack":2}"#)
        #expect(web.app.state(ofSession: tab.session)?.route == .list)
        // Sent again after a lost connection: acknowledged, not applied again.
        #expect(await tab.send(#"{"ref":1,"event":{"kind":"click","name":"register"}}"#) == [#"{"ack":1}"#])
        #expect(web.app.state(ofSession: tab.session)?.route == .list)
    }

    @Test(
        "a tab whose session is gone (a restarted server) gets a new one at its address, drawn into its page")
    func unknownSessionOpensANewOne() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/products/new")
        await web.restart()
        await tab.join(path: "/products/new")
        #expect(tab.messages.first?.hasPrefix(#"{"joined":{"fresh":true,"live":"/s/"#) == true)
        #expect(tab.messages.dropFirst().first?.contains(#"<form id=\"product-form\""#) == true)
        #expect(web.app.sessionCount == 1)
    }

    @Test(
        "behind a proxy, a process's sessions are named for it; a tab of another process's session joins a new one here, which the log says"
    )
    func sessionOfAnotherProcess() async throws {
        let web = InMemoryWeb()
        let said = Said()
        web.app.processName = ProcessName("web2")
        web.app.log = { said.lines.append($0) }
        let tab = await web.tester.open("/products/new")
        #expect(tab.session.hasPrefix("web2.") && tab.session.count == 37)
        #expect(tab.page.text.contains(#"<meta name="webui-live" content="/s/\#(tab.session)/live">"#))

        await tab.join(
            session: "web1.0123456789abcdef0123456789abcdef", token: "web1's", path: "/products/new")
        let joined = try #require(tab.messages.first)
        #expect(joined.hasPrefix(#"{"joined":{"fresh":true,"live":"/s/web2."#))
        #expect(tab.messages.dropFirst().first?.contains(#"<form id=\"product-form\""#) == true)
        #expect(said.lines.count == 1)
        #expect(
            said.lines.first?.hasPrefix(
                "a tab of session web1.01234567…, not held here, joined a new session web2.") == true)
        #expect(said.lines.first?.hasSuffix("… at /products/new") == true)
        #expect(said.lines.first?.contains("0123456789abcdef0123") == false)
    }

    @Test("a second tab joining the same session takes it over; the first is told with close 1008")
    func takenOver() async throws {
        let web = InMemoryWeb()
        let first = await web.tester.open("/")
        await first.join()
        let second = await web.tester.open("/")
        await second.join(session: first.session, token: first.token)
        #expect(second.messages.first?.contains(#""fresh":false"#) == true)
        #expect(first.closeCode == 1008)
    }

    @Test(
        "a closed tab's session is kept abandonAfter for it to rejoin, then ended; a live tab's is never ended to make room"
    )
    func sessionsKeptAndReclaimed() async throws {
        let web = InMemoryWeb()
        web.app.maxSessions = 2
        web.app.abandonAfter = .seconds(60)
        let live = await web.tester.open("/")
        await live.join()
        let closing = await web.tester.open("/")
        await closing.join()
        // Both live: no room, and neither is ended for a newcomer.
        #expect(await web.tester.get("/").status == 503)
        #expect(web.app.sessionCount == 2)

        await closing.drop()
        #expect(web.app.liveSessionCount == 1)
        web.app.maxSessions = 4
        await web.tester.advance(by: .seconds(60))
        #expect(await web.tester.get("/").status == 200)
        #expect(web.app.state(ofSession: closing.session) != nil, "kept abandonAfter exactly")
        await web.tester.advance(by: .seconds(1))
        #expect(await web.tester.get("/").status == 200)
        #expect(web.app.state(ofSession: closing.session) == nil)
        #expect(web.app.state(ofSession: live.session) != nil)
        #expect(web.app.liveSessionCount == 1)
    }

    @Test(
        "a joined tab that answers the pings, as a browser does, outlives the join timeout and the heartbeat window"
    )
    func joinedTabKept() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/")
        await tab.join()
        for _ in 0..<8 { await web.tester.advance(by: .seconds(15)) }
        #expect(tab.isConnected)
        #expect(tab.received.filter { $0 == .ping([]) }.count == 8)
        #expect(web.app.liveSessionCount == 1)
    }

    @Test("a quiet tab is pinged after the heartbeat interval, exactly")
    func heartbeat() async throws {
        var limits = HTTPLimits()
        limits.heartbeatInterval = 15
        let web = InMemoryWeb(limits: limits)
        let tab = await web.tester.open("/")
        await tab.join()
        await web.tester.advance(by: .seconds(15) - .milliseconds(1))
        #expect(!tab.received.contains(.ping([])))
        await web.tester.advance(by: .milliseconds(1))
        #expect(tab.received.last == .ping([]))
    }
}

/// The lines a host logged.
@MainActor
private final class Said {
    var lines: [String] = []
}
