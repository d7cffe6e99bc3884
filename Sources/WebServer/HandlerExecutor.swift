import Foundation

/// Runs the handlers' work that is not bound to an actor on a thread of the server's own, one job at a
/// time, so an answer never waits for Swift's cooperative pool: in a process whose pool is busy (tests
/// running beside the server, CPU-heavy work) a request is still answered at once. Work isolated to an
/// actor (the app's sessions, on the main actor) still runs on that actor.
final class HandlerExecutor: TaskExecutor, @unchecked Sendable {
    /// One for the whole process: its thread lives as long as the process.
    static let shared = HandlerExecutor()

    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "WebServer.handlers"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
