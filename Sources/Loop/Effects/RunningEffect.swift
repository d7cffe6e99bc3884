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
    private var clock: ObjectIdentifier?
    private let onSleepChange: @Sendable () -> Void

    init(_ effect: any Sendable, onSleepChange: @escaping @Sendable () -> Void) {
        self.effect = effect
        self.onSleepChange = onSleepChange
    }

    /// The effect of the running task, if the loop started it.
    @TaskLocal static var current: RunningEffect?

    /// The effect, as `String(describing:)` writes it.
    var description: String { String(describing: effect) }

    /// The manual clock the effect sleeps on now; nil while it works.
    var sleepingOn: ObjectIdentifier? { lock.withLock { clock } }

    /// Called by a manual clock as the effect starts (`clock` non-nil) or stops sleeping on it.
    func sleeps(on clock: ObjectIdentifier?) {
        lock.withLock { self.clock = clock }
        onSleepChange()
    }
}
