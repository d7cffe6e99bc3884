import Testing
import WebCore

/// What one connection may hold, at the limits: output past `maxPendingBytes` stops the reading and the
/// answering of pipelined requests (backpressure) and closes the connection if it stays there past
/// `backpressureTimeout`; a client's pings coalesce to one pong.
@Suite("HTTP connection (sans-IO): bounds")
struct HTTPConnectionBoundsTests {
    static let getStyleSheet = "GET /app.css HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n"

    /// The style sheet's answer, as a connection writes it.
    static let styleSheetAnswer: [UInt8] = {
        var driver = ConnectionDriver()
        driver.send(getStyleSheet)
        return driver.received
    }()

    /// Limits whose output bound is three style sheet answers.
    static func limits() -> HTTPLimits {
        var limits = HTTPLimits()
        limits.maxPendingBytes = 3 * styleSheetAnswer.count
        limits.writeTimeout = 10
        limits.backpressureTimeout = 30
        return limits
    }

    @Test(
        "pipelined requests are answered no faster than the client reads: the bound passed once, then reading stops"
    )
    func pipelineBackpressure() {
        var driver = ConnectionDriver(limits: Self.limits())
        driver.clientReads = false
        driver.send(String(repeating: Self.getStyleSheet, count: 10))
        #expect(
            driver.connection.output.count == 4 * Self.styleSheetAnswer.count, "answered until past the bound"
        )
        #expect(!driver.connection.wantsToRead)
        driver.clientReads = true
        driver.take([])
        #expect(driver.received == Array(Array(repeating: Self.styleSheetAnswer, count: 10).joined()))
        #expect(driver.connection.wantsToRead)
    }

    @Test(
        "output past the bound for longer than backpressureTimeout closes the connection, though bytes trickle out"
    )
    func backpressureTimeout() {
        var driver = ConnectionDriver(limits: Self.limits())
        driver.clientReads = false
        driver.send(String(repeating: Self.getStyleSheet, count: 10))
        for _ in 0..<6 {
            driver.advance(by: .seconds(5))
            driver.take(driver.connection.wrote(1, now: driver.now))
        }
        #expect(driver.events.isEmpty, "past the bound exactly backpressureTimeout: still open")
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["close"])
    }

    @Test("a client that pings and never reads holds one pong, the latest ping's; a pong begun is finished")
    func pongsCoalesce() {
        var driver = HTTPConnectionWebSocketTests.upgraded()
        driver.clientReads = false
        for index in 0..<1_000 {
            driver.send(bytes: ClientFrame.make(0x89, [UInt8(index % 256)]))
        }
        #expect(Array(driver.connection.output) == [0x8A, 0x01, 0xE7], "1,000 pings, one pong: the 999th's")
        driver.take(driver.connection.wrote(1, now: driver.now))
        driver.send(bytes: ClientFrame.make(0x89, [0x01]) + ClientFrame.make(0x89, [0x02]))
        #expect(Array(driver.connection.output) == [0x01, 0xE7, 0x8A, 0x01, 0x02])
        #expect(driver.events.isEmpty)
    }
}
