import Foundation
import PubSub
import Testing
import WebServer

/// `RedisPubSub` on its sockets against a Redis the test plays (`FakeRedis`): the handshakes and a
/// message each way, and a Redis that hangs or sends what is not RESP, which costs a reconnection and
/// a `.resumed`, never the process. The protocol itself is tested byte by byte in PubSubTests.
@Suite("RedisPubSub over loopback", .serialized)
struct RedisPubSubTests {
    static let subscribe = "*2\r\n$9\r\nSUBSCRIBE\r\n$18\r\nopenmarket:changes\r\n"
    static let subscribed = "*3\r\n$9\r\nsubscribe\r\n$18\r\nopenmarket:changes\r\n:1\r\n"
    static let ping = "*1\r\n$4\r\nPING\r\n"

    /// What the subscribers heard, waited for without a clock.
    final class Deliveries: @unchecked Sendable {
        private let lock = NSLock()
        private var heard: [PubSubDelivery] = []
        private let arrived = DispatchSemaphore(value: 0)

        func append(_ delivery: PubSubDelivery) {
            lock.withLock { heard.append(delivery) }
            arrived.signal()
        }

        /// The next delivery, or nil when none came within `seconds` (a guard, not a measure).
        func next(within seconds: Double = 60) -> PubSubDelivery? {
            guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
            return lock.withLock { heard.removeFirst() }
        }
    }

    /// Accepts the publisher's and the subscriber's connections, in whichever order they come, and
    /// reads each one's handshake.
    static func handshakes(_ redis: FakeRedis) throws -> (
        publisher: FakeRedis.Connection, subscriber: FakeRedis.Connection
    ) {
        var publisher: FakeRedis.Connection?
        var subscriber: FakeRedis.Connection?
        for _ in 0..<2 {
            let connection = try #require(redis.accept())
            let first = try #require(connection.read(until: "\r\n"))
            if first == "*1\r\n" {
                _ = try #require(connection.read(until: "PING\r\n"))
                publisher = connection
            } else {
                _ = try #require(connection.read(until: "openmarket:changes\r\n"))
                subscriber = connection
            }
        }
        return (try #require(publisher), try #require(subscriber))
    }

    @Test("a message published here is sent as PUBLISH; one Redis pushes is heard")
    func bothWays() throws {
        let redis = try FakeRedis()
        let pubsub = try RedisPubSub(address: RedisAddress(host: "127.0.0.1", port: redis.port)) { _ in }
        defer { pubsub.stop() }
        let deliveries = Deliveries()
        pubsub.subscribe { deliveries.append($0) }
        let (publisher, subscriber) = try Self.handshakes(redis)
        publisher.write("+PONG\r\n")
        subscriber.write(Self.subscribed)
        pubsub.publish(Array("change".utf8))
        #expect(
            publisher.read(until: "change\r\n")
                == "*3\r\n$7\r\nPUBLISH\r\n$18\r\nopenmarket:changes\r\n$6\r\nchange\r\n")
        subscriber.write("*3\r\n$7\r\nmessage\r\n$18\r\nopenmarket:changes\r\n$5\r\nhello\r\n")
        #expect(deliveries.next() == .message(Array("hello".utf8)))
    }

    @Test(
        "while Redis has not answered, the publisher holds the newest 1,024 messages and sends them once it does"
    )
    func queueBound() throws {
        let redis = try FakeRedis()
        let pubsub = try RedisPubSub(address: RedisAddress(host: "127.0.0.1", port: redis.port)) { _ in }
        defer { pubsub.stop() }
        // Redis has not answered the publisher's PING: every message waits, the three oldest dropped.
        for number in 0..<1_027 { pubsub.publish(Array("m\(number)".utf8)) }
        let (publisher, _) = try Self.handshakes(redis)
        publisher.write("+PONG\r\n")
        let sent = try #require(publisher.read(until: "$5\r\nm1026\r\n"))
        #expect(sent.components(separatedBy: "PUBLISH").count - 1 == 1_024)
        #expect(sent.hasPrefix("*3\r\n$7\r\nPUBLISH\r\n$18\r\nopenmarket:changes\r\n$2\r\nm3\r\n"))
        #expect(!sent.contains("$2\r\nm2\r\n"))
    }

    @Test("a Redis that sends what is not RESP, or hangs, is left; the link comes back and says so")
    func hostileThenBack() throws {
        let redis = try FakeRedis()
        var limits = RedisConnection.Limits()
        limits.answerTimeout = .milliseconds(300)
        let logged = Deliveries()
        let pubsub = try RedisPubSub(
            address: RedisAddress(host: "127.0.0.1", port: redis.port), limits: limits,
            backoff: Backoff(first: .milliseconds(10), longest: .milliseconds(50))
        ) { logged.append(.message(Array($0.utf8))) }
        defer { pubsub.stop() }
        let deliveries = Deliveries()
        pubsub.subscribe { deliveries.append($0) }
        let (publisher, subscriber) = try Self.handshakes(redis)
        publisher.write("+PONG\r\n")
        // The subscriber's Redis answers HTTP: the link closes it and connects again.
        subscriber.write("HTTP/1.1 200 OK\r\n")
        #expect(subscriber.closed())
        let again = try #require(redis.accept())
        #expect(again.read(until: "openmarket:changes\r\n") == Self.subscribe)
        // This time Redis never answers: the link gives up after the answer timeout and comes again.
        #expect(again.closed())
        let third = try #require(redis.accept())
        #expect(third.read(until: "openmarket:changes\r\n") == Self.subscribe)
        third.write(Self.subscribed)
        #expect(deliveries.next() == .resumed)
        // The first failure of an outage is logged, and the return; the hang between, not again.
        let log = [logged.next(), logged.next()].compactMap { delivery -> String? in
            if case .message(let bytes)? = delivery { return String(decoding: bytes, as: UTF8.self) }
            return nil
        }
        #expect(log.count == 2)
        #expect(
            log.first?.hasPrefix(
                "Redis at 127.0.0.1:\(redis.port) (subscriber of openmarket:changes): Redis sent not RESP: type byte 72; trying again in"
            ) == true)
        #expect(
            log.contains(
                "Redis at 127.0.0.1:\(redis.port) (subscriber of openmarket:changes): connected again"))
    }

    @Test("no Redis at the address: the log names it, and publishing meanwhile neither blocks nor fails")
    func unreachable() throws {
        // Nothing listens on the port once the fake that took it is gone.
        let port = try FakeRedis().port
        let logged = Deliveries()
        let address = RedisAddress(host: "127.0.0.1", port: port)
        let pubsub = try RedisPubSub(
            address: address, backoff: Backoff(first: .milliseconds(10), longest: .milliseconds(20))
        ) {
            logged.append(.message(Array($0.utf8)))
        }
        defer { pubsub.stop() }
        for _ in 0..<(2 * 1024) { pubsub.publish(Array("x".utf8)) }
        guard case .message(let line)? = logged.next() else {
            Issue.record("nothing logged")
            return
        }
        #expect(
            String(decoding: line, as: UTF8.self).contains(
                "cannot connect to 127.0.0.1:\(port): Connection refused"))
    }
}
