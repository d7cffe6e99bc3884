/// Timing helpers: a monotonic clock, warm-up, repeated samples and medians.
///
/// A sample is a closure that does its own setup, times only the work with `Measurement.time`, and
/// returns nanoseconds per operation. Samples of benchmarks that are compared with each other run
/// interleaved (A, B, A, B, …) so that drift of the machine affects both alike.
enum Measurement {
    static let clock = ContinuousClock()

    /// Values that must not be optimised away are folded in here.
    nonisolated(unsafe) static var sink = 0

    /// Nanoseconds in a duration.
    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    /// Runs `body` `iterations` times and returns the nanoseconds per iteration; nothing else is timed.
    static func time(iterations: Int, _ body: () -> Void) -> Double {
        let start = clock.now
        for _ in 0..<iterations { body() }
        let elapsed = clock.now - start
        return nanoseconds(elapsed) / Double(max(1, iterations))
    }

    /// The nanoseconds `body` takes, once.
    static func elapsed(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        return nanoseconds(clock.now - start)
    }

    /// Runs each sample `warmUp` times unrecorded, then `count` times, interleaved; returns the median
    /// of each sample's results, in the order given.
    static func interleavedMedians(warmUp: Int, count: Int, _ samples: [() -> Double]) -> [Double] {
        interleaved(warmUp: warmUp, count: count, samples).map(median)
    }

    /// Runs each sample `warmUp` times unrecorded, then `count` rounds of all of them in turn; returns
    /// every recorded result of each sample, in the order given, round by round.
    static func interleaved(warmUp: Int, count: Int, _ samples: [() -> Double]) -> [[Double]] {
        for _ in 0..<warmUp {
            for sample in samples { _ = sample() }
        }
        var results = Array(repeating: [Double](), count: samples.count)
        for _ in 0..<count {
            for (index, sample) in samples.enumerated() { results[index].append(sample()) }
        }
        return results
    }

    /// How much more `slower` costs than `faster`, from results recorded in the same rounds: the median
    /// of the rounds' differences. Each difference compares samples taken moments apart, so a drift of
    /// the machine cancels out, and a noisy round moves the median by one place, not by its size.
    static func pairedDifference(_ slower: [Double], _ faster: [Double]) -> Double {
        median(zip(slower, faster).map { $0 - $1 })
    }

    /// The median of one sample's results, after `warmUp` unrecorded runs.
    static func median(warmUp: Int, count: Int, _ sample: () -> Double) -> Double {
        for _ in 0..<warmUp { _ = sample() }
        return median((0..<count).map { _ in sample() })
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
