import Foundation
import LocalDeployment
import Testing
import WebServer

/// `openmarket market` shared by two `openmarket web --server URL --api v2` processes, each run as an
/// operator runs it (the credentials in the environment only): what is registered at the market is on
/// the first page of both.
@Suite("One market, many web processes")
struct SharedMarketTests {
    /// The demo vendor's credentials as the environment gives them to the market and the web processes.
    static let environment = [
        "OPENMARKET_IDENTIFIER": "shared-market-identifier", "OPENMARKET_VENDOR_ID": "7",
        "OPENMARKET_PASSWORD": "shared-market-password",
    ]

    /// The body of `GET path` from the server on `port`.
    func page(_ path: String, on port: Int) async throws -> String {
        let response = try await LoopbackClient(port: port).exchange(
            "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        return response.bodyText
    }

    @Test("a product registered at the market is listed by both web processes")
    func sharedListing() async throws {
        let market = try ServerProcess(
            ["market", "--port", "0", "--seed", "7"], environment: Self.environment)
        defer { _ = market.stop() }
        let address = "http://127.0.0.1:\(market.port)"
        let webs = try (0..<2).map { _ in
            try ServerProcess(
                ["web", "--port", "0", "--server", address, "--api", "v2"], environment: Self.environment)
        }
        defer { webs.forEach { _ = $0.stop() } }

        let client = try LoopbackClient(port: market.port)
        #expect(client.send(try Self.registration(port: market.port, name: "Shared Market Mug")))
        #expect(try await client.response().head.status == 200)
        for web in webs {
            let list = try await page("/", on: web.port)
            #expect(list.contains("Shared Market Mug"))
            #expect(list.contains(#"id="product-241""#))
        }
    }

    /// A registration of a product named `name` with the scenarios' mug photograph, as the demo vendor.
    static func registration(port: Int, name: String) throws -> [UInt8] {
        let mug = try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../Scenarios/fixtures/mug.png").standardizedFileURL)
        let params =
            #"{"name":"\#(name)","description":"Registered for two processes.","price":1000,"#
            + #""currency":"KRW","secret":"shared-market-password"}"#
        let body =
            Array(
                ("--B\r\nContent-Disposition: form-data; name=\"params\"\r\n\r\n\(params)\r\n"
                    + "--B\r\nContent-Disposition: form-data; name=\"images\"; filename=\"mug.png\"\r\n"
                    + "Content-Type: image/png\r\n\r\n").utf8) + Array(mug) + Array("\r\n--B--\r\n".utf8)
        let head =
            "POST /api/products HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nidentifier: shared-market-identifier\r\n"
            + "Content-Type: multipart/form-data; boundary=B\r\nContent-Length: \(body.count)\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
