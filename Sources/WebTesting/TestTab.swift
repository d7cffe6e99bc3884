import BrowserDriver
import Foundation
import WebCore

/// One browser tab of a `WebTester`: the page it opened, and once joined, its WebSocket to the page's
/// session, on which it sends the page's reports and reads the server's messages (the joined notice,
/// patches, acknowledgements), in order.
@MainActor
public final class TestTab<App: BrowserApp> {
    private unowned let tester: WebTester<App>
    /// The page the tab opened.
    public let page: TestResponse
    /// The page's session and token, as its script reads them.
    public let session: String
    public let token: String
    private var connection: MemoryConnection?
    private var nextRef = 1

    init(tester: WebTester<App>, page: TestResponse) {
        self.tester = tester
        self.page = page
        session = page.meta("webui-session") ?? ""
        token = page.meta("webui-token") ?? ""
    }

    /// Every WebSocket message the server sent the tab, in order.
    public var received: [WebSocketMessage] { connection?.messages ?? [] }

    /// The server's text messages, in order.
    public var messages: [String] {
        received.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The code of the server's close, if it sent one.
    public var closeCode: UInt16? {
        for case .close(let code, _) in received { return code?.rawValue }
        return nil
    }

    /// Whether the tab's WebSocket is open.
    public var isConnected: Bool { connection.map { !$0.isClosed } ?? false }

    /// Opens the tab's WebSocket at the session's address (with `Origin`, as a browser sends it) and
    /// joins `session` with `token` (by default the page's) at `path`, as the page's script does; returns
    /// once the server answered.
    /// The status of the upgrade's answer (101).
    @discardableResult
    public func join(session: String? = nil, token: String? = nil, path: String = "/") async -> Int? {
        let connection = tester.connect()
        self.connection = connection
        let session = session ?? self.session
        await connection.send(
            Array(
                ("GET /s/\(session)/live HTTP/1.1\r\nHost: \(TestAddress.host)\r\nOrigin: \(TestAddress.origin)\r\n"
                    + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").utf8))
        let status = TestResponse(parsing: connection.received)?.status
        guard connection.isUpgraded else { return status }
        await send(
            #"{"join":{"session":"\#(session)","token":"\#(token ?? self.token)","path":"\#(path)"}}"#
        )
        return status
    }

    /// Sends the report `event` (a page event's JSON) with the next ref; the messages that came for it
    /// (its patches, then its acknowledgement).
    @discardableResult
    public func report(_ event: String) async -> [String] {
        defer { nextRef += 1 }
        return await send(#"{"ref":\#(nextRef),"event":\#(event)}"#)
    }

    /// Sends `text` as the page's script would; the messages that came once it was taken in.
    @discardableResult
    public func send(_ text: String) async -> [String] {
        guard let connection else { return [] }
        let before = messages.count
        await connection.send(
            WebSocketFrameEncoder.masking(WebSocketFrameEncoder.text(text), with: [1, 2, 3, 4]))
        await tester.settle()
        return Array(messages.dropFirst(before))
    }

    /// The connection is lost (the tab closed, the network went); a later `join` opens a new one.
    public func drop() async {
        await connection?.drop()
        await tester.settle()
    }

    /// The id of the screen the tab's page was drawn with (its `data-screen`), which the page's script
    /// sends with what it reports on that screen; nil for a page that has none.
    public var screen: String? {
        let text = page.text
        guard let start = text.range(of: #"data-screen=""#)?.upperBound,
            let end = text[start...].firstIndex(of: "\"")
        else { return nil }
        return String(text[start..<end])
    }

    /// POSTs `files` to the session's upload address with the page's token and screen, as the page's
    /// script does.
    public func upload(_ files: [(name: String, contentType: String, data: [UInt8])]) async -> TestResponse? {
        await upload(files, token: token)
    }

    /// POSTs `files` to the session's upload address for the page's screen with `token` in
    /// `X-Session-Token` (nil: no such field).
    public func upload(
        _ files: [(name: String, contentType: String, data: [UInt8])], token: String?
    ) async -> TestResponse? {
        let boundary = "webtester"
        var body: [UInt8] = []
        if let screen {
            body += Array(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"screen\"\r\n\r\n\(screen)\r\n".utf8)
        }
        for file in files {
            body += Array(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(file.name)\"\r\n"
                    + "Content-Type: \(file.contentType)\r\n\r\n").utf8)
            body += file.data + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        let tokenField = token.map { "X-Session-Token: \($0)\r\n" } ?? ""
        return await tester.request(
            "POST /s/\(session)/upload HTTP/1.1\r\nHost: \(TestAddress.host)\r\nOrigin: \(TestAddress.origin)\r\n"
                + tokenField + "Content-Type: multipart/form-data; boundary=\(boundary)\r\n"
                + "Content-Length: \(body.count)\r\n",
            body: body)
    }
}
