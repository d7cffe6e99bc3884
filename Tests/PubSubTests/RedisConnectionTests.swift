import PubSub
import Testing

/// `RedisConnection` byte by byte on a manual time (the test says when each step happens): the
/// handshakes, messages, publishing within its bound, heartbeats, and every way a hostile or silent
/// Redis ends the connection, with the reason it gives.
@Suite("RedisConnection")
struct RedisConnectionTests {
    static let channel = "openmarket:changes"

    /// A connection under test, held by reference so that `#expect` can step it.
    final class Driven {
        var connection: RedisConnection

        init(_ role: RedisConnection.Role, limits: RedisConnection.Limits = .init()) {
            connection = RedisConnection(role: role, limits: limits, now: .zero)
            connection.connected(now: .zero)
        }

        /// A subscriber of `channel` whose subscription Redis confirmed at time 0.
        static func readySubscriber() -> Driven {
            let driven = Driven(.subscriber(channel: RedisConnectionTests.channel))
            _ = driven.written()
            _ = driven.read("*3\r\n$9\r\nsubscribe\r\n$18\r\nopenmarket:changes\r\n:1\r\n")
            return driven
        }

        /// The bytes it holds to write, as text, taken.
        func written() -> String {
            defer { connection.wrote(connection.output.count) }
            return String(decoding: connection.output, as: UTF8.self)
        }

        func read(_ text: String, at now: Duration = .zero) -> [RedisConnection.Event] {
            connection.read(Array(text.utf8), now: now)
        }

        func publish(_ payload: [UInt8], on channel: String = "c", at now: Duration = .zero) -> Bool {
            connection.publish(payload, on: channel, now: now)
        }

        func tick(_ now: Duration) -> [RedisConnection.Event] {
            connection.tick(now: now)
        }
    }

    @Test("a subscriber sends SUBSCRIBE, is ready once Redis confirms, then gives each message")
    func subscribes() {
        let redis = Driven(.subscriber(channel: Self.channel))
        #expect(redis.written() == "*2\r\n$9\r\nSUBSCRIBE\r\n$18\r\nopenmarket:changes\r\n")
        #expect(!redis.connection.isReady)
        #expect(redis.read("*3\r\n$9\r\nsubscribe\r\n$18\r\nopenmarket:changes\r\n:1\r\n") == [.ready])
        #expect(redis.connection.isReady)
        let message = "*3\r\n$7\r\nmessage\r\n$18\r\nopenmarket:changes\r\n$2\r\nhi\r\n"
        #expect(redis.read(message + message) == [.message(Array("hi".utf8)), .message(Array("hi".utf8))])
    }

    @Test("a publisher pings, is ready on PONG, then publishes and takes each count of receivers")
    func publishes() {
        var unconnected = RedisConnection(role: .publisher, now: .zero)
        let publishedUnconnected = unconnected.publish([1], on: "c", now: .zero)
        #expect(!publishedUnconnected)
        let redis = Driven(.publisher)
        #expect(!redis.publish([1]))
        #expect(redis.written() == "*1\r\n$4\r\nPING\r\n")
        #expect(redis.read("+PONG\r\n") == [.ready])
        #expect(redis.publish(Array("hello".utf8), on: Self.channel, at: .seconds(1)))
        #expect(redis.written() == "*3\r\n$7\r\nPUBLISH\r\n$18\r\nopenmarket:changes\r\n$5\r\nhello\r\n")
        #expect(redis.read(":2\r\n", at: .seconds(1)) == [])
        #expect(redis.tick(.seconds(7)) == [])
    }

    @Test(
        "a publish that would hold more than the bound of unwritten bytes is refused; written, it fits again")
    func publishBound() {
        var limits = RedisConnection.Limits()
        limits.maxPendingBytes = 64
        let redis = Driven(.publisher, limits: limits)
        _ = redis.written()
        _ = redis.read("+PONG\r\n")
        // 31 bytes of framing around a payload of 33: "*3\r\n$7\r\nPUBLISH\r\n$1\r\nc\r\n$33\r\n", CRLF.
        let payload = [UInt8](repeating: 0x61, count: 33)
        #expect(redis.publish(payload))
        #expect(redis.connection.output.count == 64)
        #expect(!redis.publish([0x61]))
        _ = redis.written()
        #expect(redis.publish(payload))
    }

    @Test("a quiet connection is pinged every interval; the pong keeps it open")
    func heartbeat() {
        let redis = Driven.readySubscriber()
        #expect(redis.connection.nextDeadline == .seconds(15))
        #expect(redis.tick(.seconds(14)) == [])
        #expect(redis.connection.output.isEmpty)
        #expect(redis.tick(.seconds(15)) == [])
        #expect(redis.written() == "*1\r\n$4\r\nPING\r\n")
        #expect(redis.connection.nextDeadline == .seconds(20))
        #expect(redis.read("*2\r\n$4\r\npong\r\n$0\r\n\r\n", at: .seconds(16)) == [])
        #expect(redis.connection.nextDeadline == .seconds(31))
    }

    @Test("a reply that has not come within the answer timeout closes the connection, naming it")
    func silentRedis() {
        let redis = Driven(.subscriber(channel: Self.channel))
        #expect(redis.tick(.milliseconds(4_999)) == [])
        #expect(redis.tick(.seconds(5)) == [.close("Redis did not answer within 5.0 seconds")])
        #expect(redis.connection.isClosed)
        #expect(redis.connection.output.isEmpty)
        #expect(redis.read("+PONG\r\n") == [])
    }

    @Test("an error reply, an answer of the wrong shape, one unasked or bytes that are not RESP close it")
    func hostileRedis() {
        #expect(
            Driven(.publisher).read("-NOAUTH Authentication required.\r\n")
                == [.close("Redis refused: NOAUTH Authentication required.")])
        #expect(
            Driven(.publisher).read("$3\r\nabc\r\n")
                == [.close("Redis sent a bulk string of 3 bytes where an integer or PONG was expected")])
        #expect(
            Driven(.publisher).read("+PONG\r\n:1\r\n") == [
                .ready, .close("Redis sent the integer 1 unasked"),
            ])
        #expect(
            Driven.readySubscriber().read("HTTP/1.1 400 Bad Request\r\n")
                == [.close("Redis sent not RESP: type byte 72")])
        #expect(
            Driven.readySubscriber().read("*3\r\n$7\r\nmessage\r\n$5\r\nother\r\n$2\r\nhi\r\n")
                == [.close("Redis sent an array of 3 to a subscriber of openmarket:changes")])
        #expect(
            Driven.readySubscriber().read("$2000000\r\n")
                == [.close("Redis sent too large: a bulk string of 2000000 bytes")])
    }
}
