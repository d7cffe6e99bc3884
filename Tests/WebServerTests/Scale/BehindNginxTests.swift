import Foundation
import LocalDeployment
import Testing

@testable import WebServer

extension ScaleTests {
    /// The shop behind nginx (`deploy/nginx.conf`, no sticky sessions), a real Chromium tab in it: a
    /// process killed or restarted under the tab loses nothing the shopper did.
    @Suite(
        "Behind nginx",
        .enabled(if: Nginx.isInstalled, "nginx is not installed: \(Nginx.installCommand)"),
        .enabled(
            if: WebDriver.isInstalled,
            "Chromium and chromedriver are not installed: \(WebDriver.installCommand)"))
    struct BehindNginx {
        /// The form's values a test types, and what the market must hold once it is submitted.
        private static let price = "15000"
        private static let stock = "7"

        @Test(
            "kill -9 of the tab's process: the tab rejoins through nginx on another, its typed values and picture kept; registered once, and shown on a third"
        )
        func killedProcess() async throws {
            let shop = try Shop(proxied: true)
            let nginx = try #require(shop.nginx)
            let name = "Survives kill -9 \(Int.random(in: 1000...9999))"
            try await SharedBrowser.withTab(width: 1280, height: 900) { browser in
                try await browser.open(nginx.base + "/products/new")
                try await Self.waitLive(browser)
                try await browser.type(BrowserTier.mug.path, into: "#image-files")
                try await browser.wait(for: "document.querySelector('#preview-0 img') !== null")
                try await browser.type(name, into: "#input-name")
                try await browser.type(Self.price, into: "#input-price")
                let before = try await Self.process(of: browser)
                let killed = try #require(Int(before.dropFirst(3))) - 1

                _ = shop.webs[killed].process.stop()
                try await browser.wait(for: "document.documentElement.dataset.live === undefined")
                try await Self.waitLive(browser)
                let after = try await Self.process(of: browser)
                #expect(after != before, "the tab is held by another process")
                let taker = try #require(Int(after.dropFirst(3))) - 1
                // A list open on the third process, which neither held the tab nor took it in.
                let third = try #require(shop.webs.indices.first { $0 != killed && $0 != taker })
                let list = try await shop.webs[third].tab("/")
                try await browser.type(Self.stock, into: "#input-stock")
                try await browser.type("Kept across a killed process.", into: "#input-description")
                try await browser.click("#submit")
                try await browser.wait(for: "document.querySelector('li.cell') !== null")
                #expect(await list.receives(name), "the registration reaches a list on another process")
                // The process that took the tab in says so, under its name, and tells no secret.
                let log = shop.webs[taker].process.stop()
                #expect(log.contains("openmarket web \(after): a tab of session \(before)."))
                #expect(log.contains("not held here, joined a new session \(after)."))
                #expect(!log.contains(Shop.environment["OPENMARKET_PASSWORD"] ?? "-"))
            }
            try await Self.expectRegisteredOnce(name, in: shop)
        }

        @Test(
            "a rolling restart (SIGTERM, then started again) of every process, the tab's first: nothing typed is lost, no visitor sees a 5xx"
        )
        func rollingRestart() async throws {
            let shop = try Shop(proxied: true)
            let nginx = try #require(shop.nginx)
            let name = "Rolled \(Int.random(in: 1000...9999))"
            var typed = ""
            try await SharedBrowser.withTab(width: 1280, height: 900) { browser in
                try await browser.open(nginx.base + "/products/new")
                try await Self.waitLive(browser)
                try await browser.type(name, into: "#input-name")
                typed = name
                let first = try #require(Int(try await Self.process(of: browser).dropFirst(3))) - 1
                let order = [first] + shop.webs.indices.filter { $0 != first }
                for (step, index) in order.enumerated() {
                    let web = shop.webs[index]
                    // Stopping and starting again on its own thread; meanwhile the shopper types and a
                    // new visitor arrives.
                    let restart = Task.detached { try web.restart() }
                    try await browser.type(" \(step + 1)", into: "#input-name")
                    typed += " \(step + 1)"
                    let visitor = try await LoopbackClient(port: nginx.port).exchange(
                        "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(nginx.port)\r\nConnection: close\r\n\r\n")
                    #expect(visitor.status == 200)
                    let stopped = try await restart.value
                    #expect(stopped.status == 0, "web\(index + 1) exits cleanly once its tabs are gone")
                    #expect(stopped.log.contains("stopping: no new connections"))
                    try await Self.waitLive(browser)
                    if index == first {
                        #expect(
                            try await Self.process(of: browser) != "web\(first + 1)",
                            "the tab rejoined another process while its own stopped")
                    }
                }
                try await browser.type(Self.price, into: "#input-price")
                try await browser.type(Self.stock, into: "#input-stock")
                try await browser.type("Kept across a rolling restart.", into: "#input-description")
                try await browser.type(BrowserTier.mug.path, into: "#image-files")
                try await browser.wait(for: "document.querySelector('#preview-0 img') !== null")
                try await browser.click("#submit")
                try await browser.wait(for: "document.querySelector('li.cell') !== null")
            }
            try await Self.expectRegisteredOnce(typed, in: shop)
            let errors = nginx.answered.filter { (Nginx.status(of: $0) ?? 0) >= 500 }
            #expect(errors.isEmpty, "nginx answered \(errors.count) requests with a 5xx")
            #expect(nginx.answered.count > 10)
        }

        /// Waits until the tab is joined to a session.
        private static func waitLive(_ browser: WebDriver) async throws {
            try await browser.wait(for: "document.documentElement.dataset.live === 'true'")
        }

        /// The name of the process holding the tab's session (`web2` of `web2.3fa2…`).
        private static func process(of browser: WebDriver) async throws -> String {
            let session =
                try await browser.run(
                    "return document.querySelector('meta[name=\"webui-session\"]').content;")
                as? String ?? ""
            return String(session.prefix { $0 != "." })
        }

        /// The market holds one product named `name`, with the price and stock typed, and a picture.
        private static func expectRegisteredOnce(_ name: String, in shop: Shop) async throws {
            let page = try await shop.firstPage(of: 50)
            let products = page.filter { $0["name"] as? String == name }
            #expect(
                products.count == 1,
                "registered once: \(products.count) products are named \(name); the newest are \(page.prefix(3).map { $0["name"] ?? "" })"
            )
            #expect((products.first?["price"] as? NSNumber)?.intValue == 15000)
            #expect(products.first?["stock"] as? Int == 7)
            #expect((products.first?["thumbnail"] as? String)?.isEmpty == false)
        }
    }
}
