import Foundation

/// Runs a handler's task on the connection's own thread, which waits for the answer anyway: the
/// handler's non-isolated work never queues behind the global pool (which a busy process can hold for
/// seconds), so one busy part of a process cannot stop the server answering. Work isolated to an actor
/// (the main actor) still runs there.
///
/// `@unchecked Sendable`: `jobs` and `isFinished` are only touched under `condition`.
final class ConnectionExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Called by the task when its answer is ready.
    func finish() {
        condition.withLock {
            isFinished = true
            condition.signal()
        }
    }

    /// Runs the task's jobs on this thread until it finished.
    func runUntilFinished() {
        while true {
            condition.lock()
            while jobs.isEmpty, !isFinished { condition.wait() }
            guard !jobs.isEmpty else {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
