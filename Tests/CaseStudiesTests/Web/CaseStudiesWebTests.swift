import BrowserDriver
import CaseStudies
import CaseStudiesWeb
import Loop
import Testing
import WebTesting

/// The case studies in a browser, in memory (`WebTester`): each at its own address, live in the page
/// (its reports answered with patches), on a manual clock, and kept across a restart.
@MainActor
@Suite("Case studies in a browser", .timeLimit(.minutes(1)))
struct CaseStudiesWebTests {
    /// The case studies served in memory on a clock of their own.
    static func served() -> WebTester<CaseStudiesWebApp> {
        let clock = ManualClock()
        return WebTester(BrowserHost(CaseStudiesWebApp(), clock: clock), clock: clock)
    }

    @Test("the menu links every case study to its address")
    func menu() async {
        let tester = Self.served()
        let page = await tester.get("/")
        #expect(page.status == 200)
        #expect(page.text.contains("<title>Case studies</title>"))
        for address in ["/counter", "/search", "/timer", "/todos"] {
            #expect(page.text.contains(#"href="\#(address)" data-event="open" data-address="\#(address)""#))
        }
    }

    @Test("the style sheet is served as CSS from its file, and every page links it")
    func styleSheet() async {
        let tester = Self.served()
        let sheet = await tester.get("/case-studies.css")
        #expect(sheet.status == 200)
        #expect(sheet.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(sheet.text.contains("#todos li.done button:first-child { text-decoration: line-through; }"))
        #expect(
            await tester.get("/todos").text.contains(#"<link rel="stylesheet" href="/case-studies.css">"#))
    }

    @Test("every page has the framework's connection status, which the client script fills when offline")
    func connectionStatus() async {
        let page = await Self.served().get("/counter")
        #expect(
            page.text.contains(
                #"<p id="connection-status" class="connection-status" role="status" data-offline="Offline. Reconnecting…"></p>"#
            ))
    }

    @Test("the counter counts live, and its fact comes once the fact server answered")
    func counter() async {
        let tester = Self.served()
        let tab = await tester.open("/counter")
        #expect(tab.page.text.contains(#"<p id="count" aria-live="polite">Count: 0</p>"#))
        await tab.join()
        #expect(
            await tab.report(#"{"kind":"click","name":"increment","data":{"screen":"1"}}"#)
                == [#"{"patches":[{"id":"count","op":"text","text":"Count: 1"}]}"#, #"{"ack":1}"#])
        await tab.report(#"{"kind":"click","name":"fact","data":{"screen":"1"}}"#)
        #expect(tab.messages.last { $0.contains("fact") }?.contains("Fetching a fact about 1…") == true)
        await tester.advance(by: .milliseconds(500))
        #expect(tab.messages.last?.contains("1 is odd and a perfect square.") == true)
    }

    @Test("a case study's page names its screen; a report from a screen since closed reaches no screen")
    func screenIdentity() async {
        let tester = Self.served()
        let tab = await tester.open("/counter")
        #expect(tab.page.text.contains(#"<main id="screen" data-screen="1">"#))
        await tab.join()
        await tab.report(#"{"kind":"click","name":"back"}"#)
        await tab.report(#"{"kind":"navigate","path":"/counter"}"#)
        // The counter opened again is screen 2: a click the old page sent for screen 1 is dropped.
        let stale = await tab.report(#"{"kind":"click","name":"increment","data":{"screen":"1"}}"#)
        #expect(!stale.joined().contains("Count: 1"), "\(stale)")
        let current = await tab.report(#"{"kind":"click","name":"increment","data":{"screen":"2"}}"#)
        #expect(current.joined().contains(#"{"id":"count","op":"text","text":"Count: 1"}"#), "\(current)")
    }

    @Test("the timer ticks in the page each second while it runs, and stops when told")
    func timer() async {
        let tester = Self.served()
        let tab = await tester.open("/timer")
        await tab.join()
        await tab.report(#"{"kind":"click","name":"toggle-timer","data":{"screen":"1"}}"#)
        await tester.advance(by: .seconds(3))
        #expect(
            tab.messages.filter { $0.contains(#""id":"time""#) } == [
                #"{"patches":[{"id":"time","op":"text","text":"00:01"}]}"#,
                #"{"patches":[{"id":"time","op":"text","text":"00:02"}]}"#,
                #"{"patches":[{"id":"time","op":"text","text":"00:03"}]}"#,
            ])
        await tab.report(#"{"kind":"click","name":"toggle-timer","data":{"screen":"1"}}"#)
        let stopped = tab.messages.count
        await tester.advance(by: .seconds(3))
        #expect(tab.messages.count == stopped, "no tick once stopped")
    }

    @Test("a to-do typed and added shows in the list; toggling it marks it done")
    func todos() async {
        let tester = Self.served()
        let tab = await tester.open("/todos")
        await tab.join()
        await tab.report(#"{"kind":"input","name":"draft","data":{"screen":"1"},"value":"Buy milk"}"#)
        await tab.report(#"{"kind":"submit","name":"add","data":{"screen":"1"}}"#)
        #expect(
            tab.messages.contains {
                $0.contains(#"<li id=\"todo-1\" class=\"\">"#) && $0.contains("[ ] Buy milk")
            })
        await tab.report(#"{"kind":"click","name":"toggle-todo","data":{"id":"1","screen":"1"}}"#)
        #expect(tab.messages.contains { $0.contains("[x] Buy milk") })
        #expect(tab.messages.contains { $0.contains(#""text":"0 items left""#) })
    }

    @Test("Enter in 'New to-do' adds it: the draft and the Add button are one form, whose submission adds")
    func todosAddOnEnter() async {
        let tester = Self.served()
        let tab = await tester.open("/todos")
        // Enter in a form's only text field submits the form, as its submit button does.
        #expect(
            tab.page.text.contains(
                """
                        <form class="draft" data-submit="add" data-recover="">
                          <label for="draft">New to-do</label>
                          <input id="draft" type="text" name="draft" value="" data-event="draft">
                          <button type="submit" id="add">Add</button>
                        </form>
                """))
        await tab.join()
        await tab.report(#"{"kind":"input","name":"draft","data":{"screen":"1"},"value":"Buy bread"}"#)
        await tab.report(#"{"kind":"submit","name":"add","data":{"screen":"1"}}"#)
        #expect(tab.messages.contains { $0.contains("[ ] Buy bread") })
        #expect(tab.messages.contains { $0.contains(#""text":"1 item left""#) })
    }

    @Test("typing searches after the debounce, and the results come into the page")
    func search() async {
        let tester = Self.served()
        let tab = await tester.open("/search")
        await tab.join()
        await tab.report(#"{"kind":"input","name":"query","data":{"screen":"1"},"value":"sw"}"#)
        await tester.advance(by: .milliseconds(300) + .milliseconds(200) - .milliseconds(1))
        #expect(!tab.messages.contains { $0.contains("Swift (2014)") })
        await tester.advance(by: .milliseconds(1))
        #expect(tab.messages.contains { $0.contains("Swift (2014)") })
    }

    @Test("a tab whose server restarted gets a new session at its address, redrawn into its page")
    func restart() async {
        let tester = Self.served()
        let tab = await tester.open("/todos")
        await tester.restart(with: BrowserHost(CaseStudiesWebApp(), clock: tester.clock))
        await tab.join(path: "/todos")
        #expect(tab.messages.first?.contains(#""fresh":true"#) == true)
        #expect(
            tab.messages.dropFirst().first?.contains(
                #"<main id=\"screen\" data-screen=\"1\"><section><header>"#) == true)
        #expect(tab.messages.dropFirst().first?.contains("To-dos") == true)
    }

    @Test(
        "a to-do being typed when the server restarted is typed again into the new session, as the page script recovers it"
    )
    func draftRecovered() async {
        let tester = Self.served()
        let tab = await tester.open("/todos")
        await tab.join()
        await tab.report(#"{"kind":"input","name":"draft","data":{"screen":"1"},"value":"Buy milk"}"#)
        await tester.restart(with: BrowserHost(CaseStudiesWebApp(), clock: tester.clock))
        await tab.join(path: "/todos")
        // The new session's page marks the draft's form for the script to recover, and draws it empty.
        let redrawn = tab.messages.dropFirst().first ?? ""
        #expect(redrawn.contains(#"<form class=\"draft\" data-submit=\"add\" data-recover=\"\">"#))
        #expect(redrawn.contains(#"name=\"draft\" value=\"\""#))
        // What the script sends for a recovered field: the field's input report, to the new screen.
        await tab.report(#"{"kind":"input","name":"draft","data":{"screen":"1"},"value":"Buy milk"}"#)
        await tab.report(#"{"kind":"submit","name":"add","data":{"screen":"1"}}"#)
        #expect(tab.messages.contains { $0.contains("[ ] Buy milk") })
    }

    @Test("back in the browser from a case study returns to the menu")
    func back() async {
        let tester = Self.served()
        let tab = await tester.open("/counter")
        await tab.join()
        await tab.report(#"{"kind":"navigate","path":"/"}"#)
        #expect(tab.messages.contains { $0.contains(#"<ul id=\"studies\">"#) })
    }
}
