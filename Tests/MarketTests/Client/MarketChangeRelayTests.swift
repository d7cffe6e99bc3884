import Foundation
import Market
import PubSub
import Testing

/// `MarketChangeRelay` between two processes' hosts in one test, on `LocalPubSub`: a change made on
/// one reaches the other once, its own echo ignored; a host cut off and back hears `.missed`.
@Suite("MarketChangeRelay")
struct MarketChangeRelayTests {
    /// What one host's sessions hear, in order; waits for a count of them without a clock.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var updates: [MarketUpdate] = []
        private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        func append(_ update: MarketUpdate) {
            let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
                updates.append(update)
                let (done, waiting) = (
                    waiters.filter { $0.count <= updates.count }, waiters.filter { $0.count > updates.count }
                )
                waiters = waiting
                return done.map(\.continuation)
            }
            ready.forEach { $0.resume() }
        }

        /// The updates heard, once there are at least `count`.
        func first(_ count: Int) async -> [MarketUpdate] {
            await withCheckedContinuation { continuation in
                let now: Bool = lock.withLock {
                    if updates.count >= count { return true }
                    waiters.append((count, continuation))
                    return false
                }
                if now { continuation.resume() }
            }
            return lock.withLock { updates }
        }
    }

    /// A host: its sessions' updates, what they heard, and its relay on `channel`.
    struct Host {
        let heard = Heard()
        let pubsub: LocalPubSub
        let relay: MarketChangeRelay

        init(on channel: LocalPubSub.Channel, origin: String) {
            pubsub = LocalPubSub(on: channel)
            let updates = MarketUpdates()
            updates.observe { [heard] in heard.append($0) }
            relay = MarketChangeRelay(updates: updates, pubsub: pubsub, origin: origin)
        }
    }

    static let detail = ProductDetail(
        product: Product(
            id: 241, vendorID: 7, name: "Relayed Mug", thumbnailURL: nil, currency: .krw, price: 1000,
            stock: 1),
        images: [], vendor: nil)

    @Test("a change made on one host reaches the other once, and its own sessions once")
    func relays() async {
        let channel = LocalPubSub.Channel()
        let first = Host(on: channel, origin: "first")
        let second = Host(on: channel, origin: "second")
        await first.relay.announce(.registered(Self.detail))
        #expect(await second.heard.first(1) == [.registered(Self.detail)])
        await second.relay.announce(.deleted(productID: 3))
        #expect(await first.heard.first(2) == [.registered(Self.detail), .deleted(productID: 3)])
        // A third change proves nothing more came between: each heard exactly one of each, no echo.
        await first.relay.announce(.deleted(productID: 4))
        let all: [MarketUpdate] = [.registered(Self.detail), .deleted(productID: 3), .deleted(productID: 4)]
        #expect(await second.heard.first(3) == all)
        #expect(await first.heard.first(3) == all)
    }

    @Test("a host cut off misses what is published meanwhile and hears .missed when it is back")
    func missed() async {
        let channel = LocalPubSub.Channel()
        let first = Host(on: channel, origin: "first")
        let second = Host(on: channel, origin: "second")
        second.pubsub.interrupt()
        await first.relay.announce(.deleted(productID: 5))
        second.pubsub.resume()
        await first.relay.announce(.deleted(productID: 6))
        #expect(await second.heard.first(2) == [.missed, .deleted(productID: 6)])
    }

    /// Should `.missed` never come, the wait for it would not end: the time limit fails the test then.
    @Test(
        "past 1,024 changes waiting, the newest are dropped, and .missed is told once the rest are",
        .timeLimit(.minutes(1)))
    func queueBound() async {
        let channel = LocalPubSub.Channel()
        let updates = MarketUpdates()
        let heard = Heard()
        let gate = AsyncStream<Void>.makeStream()
        let entered = AsyncStream<Void>.makeStream()
        // The sessions hear the first change only once the test lets them: the others wait meanwhile.
        updates.observe { update in
            if update == .deleted(productID: 0) {
                entered.continuation.yield()
                for await _ in gate.stream { break }
            }
            heard.append(update)
        }
        let relay = MarketChangeRelay(updates: updates, pubsub: LocalPubSub(on: channel), origin: "host")
        #expect(MarketChangeRelay.maxQueued == 1_024)
        let other = LocalPubSub(on: channel)
        func change(_ id: Int) -> [UInt8] {
            Array(#"{"origin":"other","update":{"deleted":{"productID":\#(id)}}}"#.utf8)
        }
        other.publish(change(0))
        for await _ in entered.stream { break }
        // Change 0 is being told: 1 to 1,024 wait, 1,025 and 1,026 are dropped.
        for id in 1...1_026 { other.publish(change(id)) }
        gate.continuation.yield()
        let all = await heard.first(1_026)
        #expect(all.count == 1_026)
        #expect(all.first == .deleted(productID: 0))
        #expect(all[1_024] == .deleted(productID: 1_024))
        #expect(all.last == .missed)
        withExtendedLifetime(relay) {}
    }

    @Test("a message that is no change of this market is ignored")
    func foreignMessage() async {
        let channel = LocalPubSub.Channel()
        let host = Host(on: channel, origin: "host")
        let stranger = LocalPubSub(on: channel)
        stranger.publish(Array("not json".utf8))
        stranger.publish(Array(#"{"origin":"x","update":{"unknown":{}}}"#.utf8))
        await Host(on: channel, origin: "other").relay.announce(.deleted(productID: 1))
        #expect(await host.heard.first(1) == [.deleted(productID: 1)])
    }
}
