import Foundation
import Testing
import WebCore

/// The connection once upgraded to a WebSocket: the handshake's answer, frames both ways, the
/// bound on what waits to be written, and both closing orders (the heartbeat and the join deadline
/// are `WebSocketLivenessTests`).
@Suite("HTTP connection (sans-IO): WebSocket")
struct HTTPConnectionWebSocketTests {
    static let upgrade =
        "GET /live HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nOrigin: http://127.0.0.1:8080\r\n"
        + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    static let switching =
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n\r\n"

    /// A driver whose connection is upgraded (and its client joined, unless not `joined`), the
    /// handshake's answer taken.
    static func upgraded(limits: HTTPLimits = HTTPLimits(), joined: Bool = true) -> ConnectionDriver {
        let channel = ConnectionDriver.silentChannel()
        var driver = ConnectionDriver(limits: limits, channel: channel)
        driver.send(upgrade)
        driver.answer(.webSocket(channel))
        if joined { driver.take(driver.connection.send(.joined, now: driver.now)) }
        driver.received = []
        driver.events = []
        return driver
    }

    @Test("the upgrade is answered 101 with the RFC 6455 accept key, and the channel opened")
    func handshake() {
        let channel = ConnectionDriver.silentChannel()
        var driver = ConnectionDriver(channel: channel)
        driver.send(Self.upgrade)
        #expect(driver.events == ["handle GET /live"])
        driver.answer(.webSocket(channel))
        #expect(driver.receivedText == Self.switching)
        #expect(driver.events == ["handle GET /live", "open"])
    }

    @Test("a text frame split at any position is delivered once, whole")
    func splitFrame() {
        let frame = ClientFrame.make(0x81, Array("hello".utf8))
        for split in 0...frame.count {
            var driver = Self.upgraded()
            driver.send(bytes: Array(frame[..<split]))
            driver.send(bytes: Array(frame[split...]))
            #expect(driver.events == ["deliver hello"], "split at \(split)")
        }
    }

    @Test("a client that lets more than maxPendingBytes wait is closed, and its channel ended")
    func pendingBound() {
        var limits = HTTPLimits()
        limits.maxPendingBytes = 1_000
        var driver = Self.upgraded(limits: limits)
        driver.clientReads = false
        let text = String(repeating: "a", count: 496)
        driver.take(driver.connection.send(.text(text), now: driver.now))
        driver.take(driver.connection.send(.text(text), now: driver.now))
        #expect(driver.connection.output.count == 1_000, "two frames of 500 bytes: at the bound")
        #expect(driver.events.isEmpty)
        driver.take(driver.connection.send(.text("a"), now: driver.now))
        #expect(driver.events == ["end", "close"])
    }

    @Test("the client's close is echoed, the channel ended, and the socket closed once written")
    func clientCloses() {
        var driver = Self.upgraded()
        driver.send(bytes: ClientFrame.make(0x88, [0x03, 0xE8]))
        #expect(driver.received == [0x88, 0x02, 0x03, 0xE8])
        #expect(driver.events == ["end", "close"])
    }

    @Test("the app's close waits two seconds for the client's answer, then closes")
    func appCloses() {
        var driver = Self.upgraded()
        driver.take(driver.connection.send(.close(.goingAway, reason: ""), now: driver.now))
        #expect(driver.received == [0x88, 0x02, 0x03, 0xE9])
        driver.advance(by: .seconds(2) - .milliseconds(1))
        #expect(driver.events.isEmpty)
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["end", "close"])
    }

    @Test("a binary message is refused with 1003")
    func binaryRefused() {
        var driver = Self.upgraded()
        driver.send(bytes: ClientFrame.make(0x82, [1, 2, 3]))
        #expect(Array(driver.received.prefix(4)) == [0x88, 0x14, 0x03, 0xEB])
        #expect(String(decoding: driver.received.dropFirst(4), as: UTF8.self) == "text messages only")
        #expect(driver.events.isEmpty, "the client has two seconds to answer the close")
    }
}
