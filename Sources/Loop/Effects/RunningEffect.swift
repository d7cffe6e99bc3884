import Foundation

/// What the event loop knows of one effect while it runs: its description for messages, and the
/// manual clock it sleeps on, if any, so that the loop can tell work that only waits for time.
///
/// The loop makes one per effect and hands it to the effect's task as a task-local value;
/// `ManualClock.sleep` reports to it. A handler never touches it.
final class RunningEffect: @unchecked Sendable {
    /// The effect, described only for a message.
    private let effect: any Sendable
    private let lock = NSLock()
    /// How many of the effect's tasks sleep on each manual clock (an effect may sleep in several child
    /// tasks at once).
    private var sleepers: [ObjectIdentifier: Int] = [:]
    private let onSleepChange: @Sendable () -> Void

    init(_ effect: any Sendable, onSleepChange: @escaping @Sendable () -> Void) {
        self.effect = effect
        self.onSleepChange = onSleepChange
    }

    /// The effect of the running task, if the loop started it.
    @TaskLocal static var current: RunningEffect?

    /// The effect, as `String(describing:)` writes it.
    var description: String { CaseDescription.withoutTypePaths(String(describing: effect)) }

    /// A manual clock one of the effect's tasks sleeps on now; nil while none sleeps.
    var sleepingOn: ObjectIdentifier? { lock.withLock { sleepers.keys.first } }

    /// Whether one of the effect's tasks sleeps on `clock` now.
    func sleeps(on clock: ObjectIdentifier) -> Bool { lock.withLock { sleepers[clock] != nil } }

    /// Called by a manual clock as one of the effect's tasks starts sleeping on it.
    func startsSleeping(on clock: ObjectIdentifier) {
        lock.withLock { sleepers[clock, default: 0] += 1 }
        onSleepChange()
    }

    /// Called by a manual clock as one of the effect's tasks stops sleeping on it.
    func stopsSleeping(on clock: ObjectIdentifier) {
        lock.withLock {
            let left = (sleepers[clock] ?? 1) - 1
            sleepers[clock] = left > 0 ? left : nil
        }
        onSleepChange()
    }
}
