import BrowserDriver
import Foundation
import Loop
import TestReporting
import WebCore

/// A `BrowserApp` served in memory, for tests with no socket and no browser (Phoenix's `LiveViewTest`
/// in spirit): open an address and read its page, join a tab and send the page's reports, read the
/// patches, move time, drop and rejoin a connection, upload pictures, several tabs at once and a
/// restart. Every request and message goes through the server's own protocol (`HTTPConnection`),
/// only the socket is left out, and all time is the manual clock's.
///
/// ```swift
/// let clock = ManualClock()
/// let tester = WebTester(BrowserHost(MyApp(), clock: clock), clock: clock)
/// let tab = await tester.open("/")
/// await tab.join()
/// let answered = await tab.report(#"{"kind":"click","name":"register"}"#)
/// ```
@MainActor
public final class WebTester<App: BrowserApp> {
    /// The address pages are asked of: the server's `Host`, and its origin.
    public static var host: String { TestAddress.host }
    public static var origin: String { TestAddress.origin }

    /// The app's host; `restart(with:)` replaces it.
    public private(set) var app: BrowserHost<App>
    public let clock: ManualClock
    public let limits: HTTPLimits
    /// Where a request the server did not answer, or a session that stopped moving, is reported: the
    /// running test.
    private let reporter: FailureReporter
    /// Where the tester was made: a stalled session is reported there.
    private let location: TestLocation
    /// How long a session's loop may go without moving before `settle()` fails the test:
    /// `LoopStall.defaultStallLimit` unless a test of the guard shortens it.
    public var stallLimit: Duration = LoopStall.defaultStallLimit
    private let uptime: Uptime
    /// The connections still open, looked at when time moves and after each step.
    private var connections: [MemoryConnection] = []

    /// Serves `app`, whose sessions wait on `clock`, as a server with `limits` would; a request the
    /// server leaves unanswered, or a session that stops moving, fails the test through `reporter`
    /// (the test framework).
    public init(
        _ app: BrowserHost<App>, clock: ManualClock, limits: HTTPLimits = HTTPLimits(),
        reporter: FailureReporter = .testFramework, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.app = app
        self.clock = clock
        self.limits = limits
        self.reporter = reporter
        location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        uptime = Uptime(clock)
    }

    /// A new connection to the app.
    func connect() -> MemoryConnection {
        var policy = app.policy
        policy.allowedHosts = RequestPolicy.loopbackHosts(port: 8080)
        let connection = MemoryConnection(
            router: app.router(), policy: policy, limits: limits, uptime: uptime)
        connections.append(connection)
        return connection
    }

    /// Sends `head` (the request line and fields, each ending in CRLF, without the blank line) and
    /// `body` on a new connection; the answer once the server wrote it whole, nil if it wrote none.
    public func request(_ head: String, body: [UInt8] = []) async -> TestResponse? {
        let connection = connect()
        await connection.send(Array((head + "\r\n").utf8) + body)
        await settle()
        return TestResponse(parsing: connection.received)
    }

    /// `GET path` as a browser asks it, with `headers` besides `Host`: the answer.
    ///
    /// When the server writes no answer, the calling test fails (at the call, saying so) and the
    /// response returned has status 0, no body, and that reason as its `failure`; the run goes on.
    public func get(
        _ path: String, headers: [String: String] = [:], fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> TestResponse {
        let fields = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        let head = "GET \(path) HTTP/1.1\r\nHost: \(Self.host)\r\n\(fields)"
        if let response = await request(head) { return response }
        let failure = "The server wrote no answer to GET \(path): the connection is open and silent."
        reporter(failure, at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return TestResponse(failure: failure)
    }

    /// A tab that opened `path` (with the `layout` cookie, when given): its page, not joined yet. A
    /// page the server did not answer fails the calling test, as `get` does.
    public func open(
        _ path: String, headers: [String: String] = [:], fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> TestTab<App> {
        let page = await get(
            path, headers: headers, fileID: fileID, filePath: filePath, line: line, column: column)
        return TestTab(tester: self, page: page)
    }

    /// Returns once what was sent has been taken in and the app's work is done or only waits for the
    /// clock, with every message the server sent meanwhile read.
    ///
    /// A session whose loop does not move for `stallLimit` (work waiting on an answer that never
    /// comes) fails the test, at the line that made the tester, naming the effects still
    /// running, and the settle returns: a guard against a hang that never fires on work that is slow
    /// but moving.
    public func settle() async {
        repeat {
            if let stall = await app.settle(stallLimit: stallLimit) {
                reporter("WebTester could not settle: \(stall)", at: location)
                break
            }
            for connection in connections { await connection.pump() }
        } while app.isBusy
        connections.removeAll { $0.isClosed }
    }

    /// Moves the clock by `duration`, one sleeper's deadline at a time, letting the connections look
    /// at the time and the app settle at each, as they would in real time.
    public func advance(by duration: Duration) async {
        await settle()
        let target = clock.now.advanced(by: duration)
        while let next = clock.nextDeadline, next <= target {
            clock.advance(by: clock.now.duration(to: next))
            await tick()
        }
        clock.advance(by: clock.now.duration(to: target))
        await tick()
    }

    private func tick() async {
        for connection in connections { await connection.tick() }
        await settle()
    }

    /// Serves `app` instead, as a restarted process: every connection is lost first.
    public func restart(with app: BrowserHost<App>) async {
        for connection in connections { await connection.drop() }
        await settle()
        connections = []
        self.app = app
    }
}
