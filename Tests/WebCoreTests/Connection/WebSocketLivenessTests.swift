import Testing
import WebCore

/// A WebSocket's heartbeat and join deadline, on the connection's manual time: pinged when quiet,
/// closed when its client stays silent past the window or is never joined by its application.
@Suite("HTTP connection (sans-IO): WebSocket liveness")
struct WebSocketLivenessTests {
    static func limits() -> HTTPLimits {
        var limits = HTTPLimits()
        limits.heartbeatInterval = 15
        limits.heartbeatTimeout = 45
        limits.joinTimeout = 10
        return limits
    }

    @Test("what the app sends is framed; a quiet socket is pinged after the heartbeat interval, exactly")
    func heartbeat() {
        var driver = HTTPConnectionWebSocketTests.upgraded(limits: Self.limits())
        driver.take(driver.connection.send(.text("hi"), now: driver.now))
        #expect(driver.received == [0x81, 0x02] + Array("hi".utf8))
        driver.received = []
        driver.advance(by: .seconds(15) - .milliseconds(1))
        #expect(driver.received.isEmpty)
        driver.advance(by: .milliseconds(1))
        #expect(driver.received == [0x89, 0x00], "an empty ping")
    }

    @Test("a joined client that answers no ping is closed heartbeatTimeout after it, not a moment before")
    func silentClientClosed() {
        var driver = HTTPConnectionWebSocketTests.upgraded(limits: Self.limits())
        driver.advance(by: .seconds(15))
        #expect(driver.received == [0x89, 0x00])
        driver.advance(by: .seconds(45) - .milliseconds(1))
        #expect(driver.events.isEmpty)
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["end", "close"], "silent for 60 s: gone")
    }

    @Test("a pong within the window keeps the socket open")
    func pongKeepsItOpen() {
        var driver = HTTPConnectionWebSocketTests.upgraded(limits: Self.limits())
        driver.advance(by: .seconds(15))
        driver.advance(by: .seconds(45) - .milliseconds(1))
        driver.send(bytes: ClientFrame.make(0x8A, []))
        driver.advance(by: .milliseconds(1))
        #expect(driver.events.isEmpty)
        #expect(!driver.connection.isClosed)
    }

    @Test("a socket its application never says joined is closed at the join timeout, exactly")
    func neverJoinedClosed() {
        var driver = HTTPConnectionWebSocketTests.upgraded(limits: Self.limits(), joined: false)
        driver.send(bytes: ClientFrame.make(0x81, Array("not a join".utf8)))
        driver.advance(by: .seconds(10) - .milliseconds(1))
        #expect(driver.events == ["deliver not a join"])
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["deliver not a join", "end", "close"])
    }

    @Test("a joined socket outlives the join timeout")
    func joinedKept() {
        var driver = HTTPConnectionWebSocketTests.upgraded(limits: Self.limits())
        driver.advance(by: .seconds(10))
        #expect(driver.events.isEmpty)
        #expect(!driver.connection.isClosed)
    }
}
