import Loop
import Market

/// The failures and latency an `InMemoryMarket` has been told to inject.
struct FaultInjection: Sendable {
    var latency: Duration
    private var scheduled: [MarketError] = []
    /// Extra waits for the next calls, in order.
    private var delays: [Duration] = []
    private var failureRate: Double = 0
    private var generator = SeededGenerator(seed: 1)

    init(latency: Duration) {
        self.latency = latency
    }

    mutating func failNext(_ count: Int, with error: MarketError) {
        scheduled += Array(repeating: error, count: max(0, count))
    }

    mutating func delayNext(_ count: Int, by delay: Duration) {
        delays += Array(repeating: delay, count: max(0, count))
    }

    /// How long the call being admitted waits: the latency, and an extra delay if one is due.
    mutating func nextWait() -> Duration {
        latency + (delays.isEmpty ? .zero : delays.removeFirst())
    }

    mutating func setFailureRate(_ rate: Double, seed: UInt64) {
        failureRate = min(1, max(0, rate))
        generator = SeededGenerator(seed: seed)
    }

    /// The failure for the call being admitted, if one is due.
    mutating func nextFailure() -> MarketError? {
        if !scheduled.isEmpty { return scheduled.removeFirst() }
        guard failureRate > 0 else { return nil }
        let draw = Double(generator.next() % 1_000_000) / 1_000_000
        return draw < failureRate ? .server(status: 500, message: "injected failure") : nil
    }
}
