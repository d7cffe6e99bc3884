#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Makes a process run all its tasks on the main actor's serial executor, one job at a time: an
/// explore worker's, whose sessions run on a manual clock and gain nothing from other threads.
///
/// Swift runs nonisolated async code, an actor's work and detached tasks on the global concurrent
/// executor, other threads than the main actor's. Each hop to one of them and back hands the task to
/// another thread and wakes it: most of a step's overhead when a session's effects answer at once
/// (an in-memory market, a manual clock). With every job on the main actor's executor a hop is a job
/// queued behind the one running, and no two jobs of the process ever run at once.
///
/// It works through the runtime's hook for the global executor (`swift_task_enqueueGlobal_hook`),
/// which swift-concurrency-extras' `withMainSerialExecutor` sets for tests in the same way. Work the
/// runtime schedules after a delay (`Task.sleep` on a real clock) still wakes on a timer thread and
/// hops to where it runs. Only for a process that never blocks a thread waiting for a task.
public enum SerialExecution {
    /// What the runtime calls to run a job on the global executor, and a hook replacing it.
    private typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueHook = @convention(thin) (UnownedJob, Enqueue) -> Void

    /// From now on, every job bound for the global concurrent executor runs on the main actor's
    /// executor instead. Changes nothing when the runtime has no such hook.
    public static func runGlobalJobsOnMainActor() {
        guard let hook = dlsym(dlopen(nil, RTLD_LAZY), "swift_task_enqueueGlobal_hook") else { return }
        hook.assumingMemoryBound(to: EnqueueHook?.self).pointee = { job, _ in MainActor.shared.enqueue(job) }
    }
}
