import ChildProcesses
import Foundation
import WebServer

/// A headless Chromium driven through chromedriver over W3C WebDriver, which is plain HTTP and JSON.
/// chromedriver runs as a child process (`ChromeDriver`) and is stopped with SIGKILL after the browser
/// session is deleted (which closes the browser). The tests share one (`SharedBrowser`), each in tabs
/// of its own.
final class WebDriver: Sendable {
    static let chromium = "/usr/bin/chromium"
    static let installCommand = "apt-get update && apt-get install -y chromium chromium-driver"

    /// Whether both programs are installed.
    static var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: chromium)
            && FileManager.default.isExecutableFile(atPath: ChromeDriver.executable)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let driver: ChromeDriver
    private let session: String
    /// The browser's process, killed after the session is deleted in case it outlives it.
    private let browserProcess: Int32?
    /// The tab the browser opened with, which stays open while tests open and close their own.
    private let firstTab: String

    /// Starts chromedriver and a browser session.
    init() async throws {
        driver = try await ChromeDriver.start()
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome",
                    "goog:chromeOptions": [
                        "binary": ChromeDriver.browserBinary,
                        "args": [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            // Nothing the tests look at: background work a fresh profile would start.
                            "--disable-background-networking", "--disable-component-update",
                            "--disable-default-apps", "--disable-extensions", "--disable-sync",
                            "--no-first-run",
                            "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
                        ],
                    ],
                ]
            ]
        ]
        do {
            let answer = try await Self.command(port: driver.port, "POST", "/session", capabilities)
            guard let value = answer as? [String: Any], let id = value["sessionId"] as? String else {
                throw Failure(description: "no session: \(String(describing: answer))")
            }
            session = id
            let capabilities = value["capabilities"] as? [String: Any]
            browserProcess = (capabilities?["goog:processID"] as? Int).map { Int32($0) }
            firstTab =
                try await Self.command(port: driver.port, "GET", "/session/\(id)/window", nil) as? String
                ?? ""
            // Longer than any one script of a wait (`scriptSpan`), so that a wait ends by its own guard.
            _ = try await Self.command(
                port: driver.port, "POST", "/session/\(id)/timeouts", ["script": 120_000])
        } catch {
            driver.kill()
            throw error
        }
    }

    /// Closes the browser and stops chromedriver.
    func quit() async {
        _ = try? await command("DELETE", "/session/\(session)", nil)
        if let browserProcess { Process.kill(browserProcess) }
        driver.kill()
    }

    // MARK: - Tabs

    /// Opens a tab of its own for a test, with no cookies, in a window of `width` by `height` pixels.
    func openTab(width: Int, height: Int) async throws {
        let answer = try await command("POST", "/session/\(session)/window/new", ["type": "tab"])
        guard let handle = (answer as? [String: Any])?["handle"] as? String else {
            throw Failure(description: "no new tab: \(String(describing: answer))")
        }
        try await switchTo(handle)
        _ = try await command(
            "POST", "/session/\(session)/goog/cdp/execute",
            ["cmd": "Network.clearBrowserCookies", "params": [String: String]()])
        try await resize(width: width, height: height)
    }

    /// Closes every tab but the first (a test's own and any it opened), and goes back to the first.
    func closeTabs() async throws {
        let handles = try await command("GET", "/session/\(session)/window/handles", nil) as? [String] ?? []
        for handle in handles where handle != firstTab {
            try await switchTo(handle)
            _ = try await command("DELETE", "/session/\(session)/window", nil)
        }
        try await switchTo(firstTab)
    }

    private func switchTo(_ handle: String) async throws {
        _ = try await command("POST", "/session/\(session)/window", ["handle": handle])
    }

    // MARK: - Commands

    func open(_ url: String) async throws {
        _ = try await command("POST", "/session/\(session)/url", ["url": url])
    }

    /// Makes the window `width` by `height` pixels.
    func resize(width: Int, height: Int) async throws {
        _ = try await command("POST", "/session/\(session)/window/rect", ["width": width, "height": height])
    }

    var currentURL: String {
        get async throws { try await command("GET", "/session/\(session)/url", nil) as? String ?? "" }
    }

    /// The first element matching `css`.
    func element(_ css: String) async throws -> String {
        let answer = try await command(
            "POST", "/session/\(session)/element", ["using": "css selector", "value": css])
        guard let value = answer as? [String: Any], let id = value.values.first as? String else {
            throw Failure(description: "no element \(css)")
        }
        return id
    }

    /// Clicks the first element matching `css`, finding it again if a patch replaced it meanwhile.
    func click(_ css: String) async throws {
        try await act(on: css) { id in
            _ = try await command("POST", "/session/\(session)/element/\(id)/click", [String: String]())
        }
    }

    /// Types `text` into the element (for a file input: the file's absolute path), finding it again if
    /// a patch replaced it meanwhile (a stale element takes no keys).
    func type(_ text: String, into css: String) async throws {
        try await act(on: css) { id in
            _ = try await command("POST", "/session/\(session)/element/\(id)/value", ["text": text])
        }
    }

    /// Does `action` to the first element matching `css`, as Playwright's actionability checks do: up to
    /// 5 times while a patch replaces it first (a stale element), or it cannot take input yet (hidden,
    /// disabled, or behind a dialog), waiting then until it can.
    private func act(on css: String, _ action: (String) async throws -> Void) async throws {
        for attempt in 1...5 {
            do {
                return try await action(try await element(css))
            } catch let failure as Failure where failure.description.contains("stale element") && attempt < 5
            {
                continue
            } catch let failure as Failure
                where failure.description.contains("not interactable") && attempt < 5
            {
                try await wait(
                    for: "((element) => element && !element.disabled && !element.closest('[inert]') "
                        + "&& element.getClientRects().length > 0)(document.querySelector(\(Self.literal(css))))"
                )
            }
        }
    }

    /// WebDriver's codes of the keys the tests press.
    enum Key: String {
        case enter = "\u{E007}"
        case escape = "\u{E00C}"
        case tab = "\u{E004}"
        case space = " "
    }

    /// Presses `key` in the element that has the focus (the page's body when none has).
    func press(_ key: Key) async throws {
        let answer = try await command("GET", "/session/\(session)/element/active", nil)
        guard let value = answer as? [String: Any], let id = value.values.first as? String else {
            throw Failure(description: "no active element")
        }
        _ = try await command("POST", "/session/\(session)/element/\(id)/value", ["text": key.rawValue])
    }

    /// The id of the element that has the focus ("" for none, or one without an id).
    var focusedID: String {
        get async throws { try await run("return document.activeElement.id;") as? String ?? "" }
    }

    /// Runs the DevTools command `method` on the page (chromedriver's `goog/cdp/execute`) and returns
    /// its answer.
    func devTools(_ method: String, _ parameters: [String: Any] = [:]) async throws -> Any? {
        try await command(
            "POST", "/session/\(session)/goog/cdp/execute", ["cmd": method, "params": parameters])
    }

    /// Runs `script` (a function body) in the page and returns its value.
    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script` (a function body that ends by calling `done(value)`) in the page and returns the
    /// value it was done with.
    func runAsync(_ script: String, patience: Double = 30) async throws -> Any? {
        try await command(
            "POST", "/session/\(session)/execute/async",
            ["script": "const done = arguments[arguments.length - 1];\n" + script, "args": [Any]()],
            patience: patience)
    }

    /// How long, in seconds, a page may go without changing (no node, attribute or text of its
    /// document, or of the window it opened as `window.other`, added, removed or changed) while a
    /// wait's condition does not hold, before the wait fails. A guard against a page that will never
    /// get there, never a bound on how long it may take: a page that keeps changing (a list loading
    /// page after page on a busy machine) is waited for as long as it changes, and one that waits on
    /// the server shows nothing for far less than this (a reconnecting page retries within seconds).
    /// The test's own `.timeLimit` bounds the whole.
    static let quietLimit: Double = 30

    /// How long one script of a wait runs in the page before it reports back and the next one takes
    /// over (carrying how long the page has been quiet): well within the session's script timeout.
    private static let scriptSpan: Double = 20

    /// Waits until `condition` (a JavaScript expression) is true, else fails naming it.
    func wait(for condition: String) async throws {
        guard try await becomes(condition) else {
            throw Failure(
                description:
                    "\(condition) is not true, and the page has not changed for \(Int(Self.quietLimit)) seconds"
            )
        }
    }

    /// Whether `condition` (a JavaScript expression) becomes true before the page goes `quietLimit`
    /// seconds without changing (see `quietLimit`). The page checks it itself every 10 ms, in an
    /// asynchronous script, and answers as soon as it holds: one round trip through chromedriver,
    /// where polling from here took one every 100 ms (each of which waits its turn on a busy machine).
    /// A check that a navigation interrupts starts again in the new page (a navigation is a change).
    func becomes(_ condition: String, quietLimit: Double = WebDriver.quietLimit) async throws -> Bool {
        var quiet = 0.0
        while true {
            let script = """
                const done = arguments[arguments.length - 1];
                const end = Date.now() + \(Int(Self.scriptSpan * 1_000));
                let lastChange = Date.now() - \(Int(quiet * 1_000));
                const observer = new MutationObserver(() => { lastChange = Date.now(); });
                const watched = new Set();
                const watch = (first) => {
                    const documents = [document];
                    try { if (window.other && window.other.document) documents.push(window.other.document); }
                    catch (error) {}
                    for (const watchedDocument of documents) {
                        if (watched.has(watchedDocument)) continue;
                        if (!first) lastChange = Date.now();
                        watched.add(watchedDocument);
                        observer.observe(watchedDocument,
                            { subtree: true, childList: true, attributes: true, characterData: true });
                    }
                };
                watch(true);
                const check = () => {
                    let holds = false;
                    try { holds = Boolean(\(condition)); } catch (error) {}
                    watch(false);
                    const quiet = Date.now() - lastChange;
                    if (holds || quiet >= \(Int(quietLimit * 1_000)) || Date.now() >= end) {
                        observer.disconnect();
                        done({ holds: holds, quiet: quiet });
                    } else {
                        setTimeout(check, 10);
                    }
                };
                check();
                """
            let answer: [String: Any]
            do {
                answer =
                    try await command(
                        "POST", "/session/\(session)/execute/async", ["script": script, "args": [Any]()],
                        patience: Self.scriptSpan + 30) as? [String: Any] ?? [:]
            } catch let failure as Failure where Self.isInterruptedByNavigation(failure) {
                quiet = 0
                continue
            }
            if answer["holds"] as? Bool == true { return true }
            guard let milliseconds = (answer["quiet"] as? NSNumber)?.doubleValue else {
                throw Failure(description: "waiting for \(condition): the page answered \(answer)")
            }
            quiet = milliseconds / 1_000
            if quiet >= quietLimit { return false }
        }
    }

    /// Whether a script failed because its page went away (chromedriver says "document unloaded" or
    /// that the execution context was destroyed or detached).
    private static func isInterruptedByNavigation(_ failure: Failure) -> Bool {
        ["unload", "context was destroyed", "detached"].contains { failure.description.contains($0) }
    }

    /// Saves a screenshot of the page as PNG.
    func screenshot(to file: URL) async throws {
        let answer = try await command("GET", "/session/\(session)/screenshot", nil)
        guard let encoded = answer as? String, let data = Data(base64Encoded: encoded) else {
            throw Failure(description: "no screenshot: \(String(describing: answer).prefix(300))")
        }
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// `text` as a JavaScript string literal, to put in a script.
    static func literal(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    private func command(_ method: String, _ path: String, _ body: Any?, patience: Double = 30) async throws
        -> Any?
    {
        try await Self.command(port: driver.port, method, path, body, patience: patience)
    }

    /// Sends a command and returns its `value`, or throws the WebDriver error. Over a bare socket, one
    /// connection a command: URLSession on Linux refuses chromedriver's header lines, which have no
    /// space after the colon ("Failed writing header").
    /// `patience` (seconds) bounds one command's answer: a guard against a chromedriver that hangs,
    /// generous for any one step (a click, a page load, a script), which never waits on other steps.
    private static func command(
        port: Int, _ method: String, _ path: String, _ body: Any?, patience: Double = 30
    ) async throws -> Any? {
        let payload =
            try body.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            ?? ""
        let client = try LoopbackClient(port: port)
        let request =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(payload.utf8.count)\r\n\r\n\(payload)"
        let response: LoopbackClient.Response
        do {
            response = try await client.exchange(request, within: patience)
        } catch {
            throw Failure(description: "\(method) \(path): no answer (\(error))")
        }
        let object = try? JSONSerialization.jsonObject(
            with: Data(response.body), options: [.fragmentsAllowed])
        let value = (object as? [String: Any])?["value"]
        guard response.status == 200 else {
            throw Failure(
                description:
                    "\(method) \(path): \(String(decoding: response.bytes.prefix(500), as: UTF8.self))")
        }
        return value is NSNull ? nil : value
    }
}
