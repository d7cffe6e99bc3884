import Foundation
import LocalDeployment
import Testing
import WebCore
import WebServer

/// A web process asked to stop (SIGTERM), as a rolling restart asks each process in turn: its tabs
/// are told to join again (WebSocket close 1012), and it exits once they have gone, saying so. Every
/// web command stops so (`HTTPServer.serveUntilTerminated`); the case studies' is the one run here, as
/// its page is drawn at once where Open Market's decodes twenty photographs first, which on a machine
/// busy with the suite outlasted the real-time join timeout (10 s) of its tab.
@Suite("Stopping a web process")
struct GracefulStopTests {
    @Test("on SIGTERM a tab is told to join again elsewhere, and the process exits 0 once it has gone")
    func sigterm() async throws {
        let web = try ServerProcess(["web", "--port", "0"], of: "case-studies")
        let port = web.port
        let page = try await LoopbackClient(port: port).exchange(
            "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        let session = try #require(RunningApp.meta("webui-session", in: page.bodyText))
        let token = try #require(RunningApp.meta("webui-token", in: page.bodyText))
        var socket: LoopbackWebSocket? = try await LoopbackWebSocket.connect(
            port: port, origin: "http://127.0.0.1:\(port)")
        socket?.send(#"{"join":{"session":"\#(session)","token":"\#(token)","path":"/"}}"#)
        var messages: [WebSocketMessage] = []
        await socket?.read(into: &messages, for: 60) { !LoopbackWebSocket.texts($0).isEmpty }
        #expect(LoopbackWebSocket.texts(messages).first?.hasPrefix(#"{"joined":"#) == true)

        let stopped = Task.detached { web.askToStop() }
        await socket?.read(into: &messages, for: 60) {
            $0.contains { if case .close = $0 { true } else { false } }
        }
        #expect(messages.last == .close(.serviceRestart, reason: "the server restarts: join again"))
        // The tab goes, as a browser's does once told to join elsewhere.
        socket = nil
        let (status, log) = await stopped.value
        #expect(status == 0)
        #expect(
            log.contains(
                "case-studies web: stopping: no new connections; 1 open asked to end (at most 10.0 seconds)"
            ))
        #expect(log.hasSuffix("case-studies web: stopped\n"))
    }
}
