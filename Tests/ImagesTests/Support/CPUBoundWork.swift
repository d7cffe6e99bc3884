import Foundation

/// Runs CPU-bound work off Swift's cooperative pool, at most two pieces at a time, and awaits its
/// result. Thousands of decodes in one test would otherwise hold a thread of that pool for the whole
/// run; on a 2-core machine the pool has two, and every other test's async work (event loops,
/// loopback servers, the browser test) would wait behind them. On threads of their own the pieces
/// never hold the pool: the system shares the cores between them and the pool's threads, so the
/// mutation runs use both cores while the rest of the suite has little to do, and the pool still
/// gets its turn when it has. Two, as the machine has two cores: a third piece would only wait.
enum CPUBoundWork {
    private static let queue: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "ImagesTests.cpu-bound"
        queue.maxConcurrentOperationCount = 2
        queue.qualityOfService = .utility
        return queue
    }()

    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            queue.addOperation { continuation.resume(returning: work()) }
        }
    }
}
