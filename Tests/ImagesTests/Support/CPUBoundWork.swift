import Foundation

/// Runs CPU-bound work off Swift's cooperative pool, one piece at a time, and awaits its result.
/// Thousands of decodes in one test would otherwise hold a thread of that pool for the whole run; on a
/// 2-core machine the pool has two, and every other test's async work (event loops, loopback servers,
/// the browser test) would wait behind them. One at a time, the mutation runs take one core at most.
enum CPUBoundWork {
    private static let queue = DispatchQueue(label: "ImagesTests.cpu-bound", qos: .utility)

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }
}
