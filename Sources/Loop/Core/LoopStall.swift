/// Why `EventLoop.settle` stopped waiting before the loop was idle: the work left can never finish
/// as the test set it up, or it took longer than the settle's timeout.
///
/// Its description names the effects still running and says what to change, so that a test that would
/// hang fails with a reason instead.
public struct LoopStall: Error, Equatable, Sendable, CustomStringConvertible {
    /// How long a settle waits in real time, by default, for work to finish before it fails naming the
    /// effects still running: the one place the default settle limit of the loop, the headless
    /// driver's scripts (`ScriptRunner`, `assertScenario`, `drive`) and the tests is set. A test never
    /// waits for it to pass: work that waits for time sleeps on a `ManualClock` the test moves.
    public static let defaultTimeout: Duration = .seconds(5)

    public enum Reason: Equatable, Sendable {
        /// Effects sleep on a `ManualClock` that is not the loop's: nothing the loop does advances it.
        case sleepsOnAnotherClock
        /// Effects sleep on the loop's own `ManualClock` where the caller wanted every effect finished
        /// (`settle(until: .finished)`): only moving that clock wakes them.
        case asleepOnOwnClock
        /// The loop was still busy when the timeout passed, in real time.
        case timedOut(Duration)
    }

    public var reason: Reason
    /// The effects still running, as `String(describing:)` writes them, in the order they started.
    public var effects: [String]

    public init(reason: Reason, effects: [String]) {
        self.reason = reason
        self.effects = effects
    }

    public var description: String {
        let list = effects.map { "  \($0)" }.joined(separator: "\n")
        switch reason {
        case .sleepsOnAnotherClock:
            return """
                settle cannot finish: \(effects.count) effect(s) sleep on a ManualClock the loop does not own, \
                so nothing will wake them:
                \(list)
                Fix: give the loop (EventLoop(_:state:handler:clock:)) the same ManualClock as the effect handler.
                """
        case .asleepOnOwnClock:
            return """
                settle found \(effects.count) effect(s) asleep on the loop's ManualClock, which only the test moves:
                \(list)
                Fix: move time past their deadlines (settle(advancingTimeBy:) or settleAdvancingTime()), or \
                cancel them, before expecting every effect finished.
                """
        case .timedOut(let timeout):
            return """
                settle gave up after \(timeout): \(effects.count) effect(s) still running:
                \(list)
                Fix: if they wait for time, give the loop and the handler one ManualClock; if they wait for an \
                answer that never comes, answer or cancel them; if they are just slow, pass a longer timeout.
                """
        }
    }
}
