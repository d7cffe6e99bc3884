import Foundation
import Testing
import WebCore

/// The server's connection protocol with no socket and no clock: bytes and the time in, bytes and
/// events out. Each request is also fed split at every position, as TCP may deliver it.
@Suite("HTTP connection (sans-IO)")
struct HTTPConnectionTests {
    static let get = "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n"
    static let pageAnswer =
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 4\r\n"
        + "Connection: keep-alive\r\nX-Content-Type-Options: nosniff\r\n\r\npage"

    @Test(
        "a request split at any position is handled once, whole; its answer is written and the connection kept"
    )
    func splitRequest() {
        let bytes = Array(Self.get.utf8)
        for split in 0...bytes.count {
            var driver = ConnectionDriver()
            driver.send(bytes: Array(bytes[..<split]))
            if split < bytes.count { #expect(driver.events.isEmpty, "split at \(split)") }
            driver.send(bytes: Array(bytes[split...]))
            #expect(driver.events == ["handle GET /"], "split at \(split)")
            driver.answer(.text("page"))
            #expect(driver.receivedText == Self.pageAnswer, "split at \(split)")
            #expect(!driver.connection.isClosed)
        }
    }

    @Test("pipelined requests are handled one at a time, in order; reading pauses past a head's worth")
    func pipelining() {
        var limits = HTTPLimits()
        limits.maxHeadBytes = 100
        var driver = ConnectionDriver(limits: limits)
        driver.send(Self.get + Self.get)
        #expect(driver.events == ["handle GET /"])
        #expect(driver.connection.wantsToRead)
        driver.send(Self.get + Self.get)
        #expect(!driver.connection.wantsToRead, "four requests' worth waits behind the first")
        driver.answer(.text("page"))
        #expect(driver.events == ["handle GET /", "handle GET /"])
        #expect(driver.receivedText == Self.pageAnswer)
        driver.answer(.text("page"))
        driver.answer(.text("page"))
        driver.answer(.text("page"))
        #expect(driver.events.count == 4)
        #expect(driver.receivedText == String(repeating: Self.pageAnswer, count: 4))
        #expect(driver.connection.wantsToRead)
    }

    @Test("a constant route is answered at once, with no handler, and the next request follows")
    func constantRoute() {
        var driver = ConnectionDriver()
        driver.send("GET /app.css HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n\r\n" + Self.get)
        #expect(driver.receivedText.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/css\r\n"))
        #expect(driver.receivedText.hasSuffix("\r\n\r\nbody{}"))
        #expect(driver.events == ["handle GET /"])
    }

    @Test("Connection: close is answered, then the connection closes once the answer is written")
    func connectionClose() {
        var driver = ConnectionDriver()
        driver.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nConnection: close\r\n\r\n")
        driver.answer(.text("page"))
        #expect(driver.receivedText.contains("Connection: close\r\n"))
        #expect(driver.events == ["handle GET /", "close"])
    }

    @Test("a client that closes while its request is handled still gets the answer, then the close")
    func peerClosesWhileHandled() {
        var driver = ConnectionDriver()
        driver.send(Self.get)
        driver.peerCloses()
        #expect(driver.events == ["handle GET /"])
        driver.answer(.text("page"))
        #expect(driver.receivedText.contains("Connection: close\r\n"))
        #expect(driver.events == ["handle GET /", "close"])
    }

    // MARK: - Refusals

    @Test("a body over the limit gets 413 before any of it is read; the rest is drained, then closed")
    func tooLarge() {
        var limits = HTTPLimits()
        limits.maxBodyBytes = 10
        var driver = ConnectionDriver(limits: limits)
        driver.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Session-Token: s3cret\r\n"
                + "Content-Length: 11\r\n\r\n")
        #expect(driver.receivedText.hasPrefix("HTTP/1.1 413 "))
        #expect(driver.receivedText.contains("Connection: close\r\n"))
        #expect(driver.events == ["shutdownWrite"])
        driver.send(bytes: [UInt8](repeating: 0x41, count: HTTPConnection.maxDrainedBytes))
        #expect(driver.events == ["shutdownWrite"], "drained up to the limit")
        driver.send(bytes: [0x41])
        #expect(driver.events == ["shutdownWrite", "close"])
    }

    @Test("a refused connection is drained for half a second, then closed")
    func drainTime() {
        var driver = ConnectionDriver()
        driver.send("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n")
        #expect(driver.receivedText.hasPrefix("HTTP/1.1 421 "))
        driver.advance(by: .milliseconds(499))
        #expect(driver.events == ["shutdownWrite"])
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["shutdownWrite", "close"])
    }

    @Test("a head over the limit without its end is 431")
    func headTooLarge() {
        var limits = HTTPLimits()
        limits.maxHeadBytes = 64
        var driver = ConnectionDriver(limits: limits)
        // 41 bytes of head so far, and 23 of a field: the limit, with no end yet.
        driver.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX: " + String(repeating: "a", count: 23))
        #expect(driver.receivedText == "")
        driver.send("a")
        #expect(driver.receivedText.hasPrefix("HTTP/1.1 431 "))
    }

    @Test("Expect: 100-continue is answered before the body comes, and the body then read")
    func expectContinue() {
        var driver = ConnectionDriver()
        driver.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Session-Token: s3cret\r\n"
                + "Content-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        #expect(driver.receivedText == "HTTP/1.1 100 Continue\r\n\r\n")
        driver.send("abc")
        #expect(driver.events == ["handle POST /upload"])
        #expect(driver.requests.first?.body == Data("abc".utf8))
    }

    // MARK: - Time

    @Test("an idle connection is closed at the idle timeout, not a moment before")
    func idleTimeout() {
        var limits = HTTPLimits()
        limits.idleTimeout = 15
        var driver = ConnectionDriver(limits: limits)
        driver.advance(by: .seconds(15) - .milliseconds(1))
        #expect(driver.events.isEmpty)
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["close"])
        #expect(driver.received.isEmpty)
    }

    @Test(
        "a head started and not finished within the head timeout gets 408; the idle timeout restarts after an answer"
    )
    func slowHead() {
        var limits = HTTPLimits()
        limits.idleTimeout = 15
        limits.headTimeout = 10
        var driver = ConnectionDriver(limits: limits)
        driver.advance(by: .seconds(14))
        driver.send(Self.get)
        driver.answer(.text("page"))
        driver.advance(by: .seconds(14))
        #expect(driver.events == ["handle GET /"], "the idle wait starts again with each answer")
        driver.send("GET / HTTP/1.1\r\nHost: 127.0.0.1:")
        driver.advance(by: .seconds(10) - .milliseconds(1))
        #expect(driver.events == ["handle GET /"])
        driver.advance(by: .milliseconds(1))
        #expect(
            driver.receivedText.hasSuffix(
                "Connection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n408 Request Timeout\n"))
        #expect(driver.events == ["handle GET /", "shutdownWrite"])
    }

    @Test("a body not sent whole within the body timeout gets 408")
    func slowBody() {
        var limits = HTTPLimits()
        limits.bodyTimeout = 30
        var driver = ConnectionDriver(limits: limits)
        driver.send(
            "POST /upload HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nX-Session-Token: s3cret\r\nContent-Length: 3\r\n\r\na"
        )
        driver.advance(by: .seconds(30) - .milliseconds(1))
        #expect(driver.received.isEmpty)
        driver.advance(by: .milliseconds(1))
        #expect(driver.receivedText.hasPrefix("HTTP/1.1 408 "))
    }

    @Test("a client that takes no bytes for longer than the write timeout is closed")
    func writeTimeout() {
        var limits = HTTPLimits()
        limits.writeTimeout = 10
        var driver = ConnectionDriver(limits: limits)
        driver.send(Self.get)
        driver.clientReads = false
        driver.answer(.text("page"))
        driver.advance(by: .seconds(10))
        #expect(driver.events == ["handle GET /"], "stalled exactly the write timeout: still open")
        driver.advance(by: .milliseconds(1))
        #expect(driver.events == ["handle GET /", "close"])
        #expect(driver.received.isEmpty)
    }
}
