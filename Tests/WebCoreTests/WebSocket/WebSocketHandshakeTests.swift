import Testing
import WebCore

@Suite struct WebSocketHandshakeTests {
    private static let rfcRequest = [
        "GET /chat HTTP/1.1", "Host: server.example.com", "Upgrade: websocket", "Connection: Upgrade",
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Origin: http://example.com",
        "Sec-WebSocket-Protocol: chat, superchat", "Sec-WebSocket-Version: 13",
    ]

    private func head(_ lines: [String]) throws -> RequestHead {
        let text = lines.joined(separator: "\r\n") + "\r\n\r\n"
        return try RequestHeadParser.parse(ArraySlice(Array(text.utf8)), limits: HTTPLimits())
    }

    /// The request with the field `name` removed, or replaced by `replacement` lines.
    private func rfcRequest(replacing name: String, with replacement: [String] = []) -> [String] {
        var lines = Self.rfcRequest.filter { !$0.lowercased().hasPrefix(name.lowercased() + ":") }
        lines += replacement
        return lines
    }

    private func refusal(_ lines: [String]) throws -> WebSocketHandshakeError? {
        do {
            _ = try WebSocketHandshake.accept(try head(lines))
            return nil
        } catch let error as WebSocketHandshakeError {
            return error
        }
    }

    @Test func acceptsTheRFCExample() throws {
        let accepted = try WebSocketHandshake.accept(try head(Self.rfcRequest))
        #expect(accepted.accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(
            String(decoding: accepted.responseHead, as: UTF8.self)
                == "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n")
        #expect(
            WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==")
                == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func readsTokenListsWithoutRegardToCase() throws {
        var lines = rfcRequest(replacing: "Connection", with: ["Connection: keep-alive, UPGRADE"])
        lines = lines.map { $0 == "Upgrade: websocket" ? "upgrade: WebSocket" : $0 }
        #expect(try WebSocketHandshake.accept(try head(lines)).accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        let split = rfcRequest(
            replacing: "Connection", with: ["Connection: keep-alive", "Connection: Upgrade"])
        #expect(try WebSocketHandshake.accept(try head(split)).accept == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    @Test func refusesAMalformedUpgradeWith400NamingTheField() throws {
        let cases: [(lines: [String], field: String?)] = [
            (["POST /chat HTTP/1.1"] + Self.rfcRequest.dropFirst(), nil),
            (["GET /chat HTTP/1.0"] + Self.rfcRequest.dropFirst(), nil),
            (rfcRequest(replacing: "Upgrade"), "Upgrade"),
            (rfcRequest(replacing: "Upgrade", with: ["Upgrade: h2c"]), "Upgrade"),
            (rfcRequest(replacing: "Connection"), "Connection"),
            (rfcRequest(replacing: "Connection", with: ["Connection: keep-alive"]), "Connection"),
            (rfcRequest(replacing: "Connection", with: ["Connection: Upgrades"]), "Connection"),
            (rfcRequest(replacing: "Sec-WebSocket-Version"), "Sec-WebSocket-Version"),
            (rfcRequest(replacing: "Sec-WebSocket-Key"), "Sec-WebSocket-Key"),
            // 15 bytes, 17 bytes, not base64, non-canonical padding bits, two keys.
            (
                rfcRequest(replacing: "Sec-WebSocket-Key", with: ["Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25j"]),
                "Sec-WebSocket-Key"
            ),
            (
                rfcRequest(
                    replacing: "Sec-WebSocket-Key", with: ["Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZSE="]),
                "Sec-WebSocket-Key"
            ),
            (
                rfcRequest(
                    replacing: "Sec-WebSocket-Key", with: ["Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ"]),
                "Sec-WebSocket-Key"
            ),
            (
                rfcRequest(
                    replacing: "Sec-WebSocket-Key", with: ["Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZR=="]),
                "Sec-WebSocket-Key"
            ),
            (
                rfcRequest(
                    replacing: "Sec-WebSocket-Key",
                    with: [
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                    ]),
                "Sec-WebSocket-Key"
            ),
        ]
        for (lines, field) in cases {
            let error = try refusal(lines)
            #expect(error?.status == 400, "\(lines)")
            #expect(error?.field == field, "\(lines)")
            #expect(error?.response.status == 400)
            #expect(error?.response.headers["Sec-WebSocket-Version"] == nil)
        }
    }

    @Test func refusesAnotherVersionWith426SayingWhichIsSpoken() throws {
        for versions in [
            ["Sec-WebSocket-Version: 8"], ["Sec-WebSocket-Version: 13, 8"],
            ["Sec-WebSocket-Version: 13", "Sec-WebSocket-Version: 13"],
        ] {
            let error = try refusal(rfcRequest(replacing: "Sec-WebSocket-Version", with: versions))
            #expect(error?.status == 426, "\(versions)")
            #expect(error?.field == "Sec-WebSocket-Version")
            #expect(error?.response.status == 426)
            #expect(error?.response.headers["Sec-WebSocket-Version"] == "13")
        }
    }

    @Test func reasonPhrasesForTheUpgradeStatuses() {
        #expect(HTTPStatus.reason(101) == "Switching Protocols")
        #expect(HTTPStatus.reason(426) == "Upgrade Required")
    }
}
