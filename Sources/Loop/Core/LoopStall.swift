/// Why `EventLoop.settle` stopped waiting before the loop was idle: the work left can never finish
/// as the test set it up, the loop stopped moving for the settle's stall limit, or work keeps sleeping
/// again as the settle moves the clock.
///
/// Its description names the effects still running and says what to change, so that a test that would
/// hang fails with a reason instead.
public struct LoopStall: Error, Equatable, Sendable, CustomStringConvertible {
    /// How long, by default, a settle lets the loop go without moving (no event reduced, no effect
    /// started, finished or cancelled) before it fails naming the effects still running: the one place
    /// the default stall limit of the loop, the headless driver's scripts (`ScriptRunner`,
    /// `assertScenario`, `drive`) and the tests is set. It bounds no progress, never elapsed time: work
    /// that is slow but moving on a busy machine settles however long it takes. A test never waits for
    /// it to pass: work that waits for time sleeps on a `ManualClock` the test moves.
    public static let defaultStallLimit: Duration = .seconds(5)

    /// How much of the manual clock's time `settleAdvancingTime()` moves at most before it fails with
    /// `.keepsRearming`: a day, far past any screen's own waits (a debounce, a retry's back-off).
    public static let maxSettleTime: Duration = .seconds(24 * 60 * 60)

    /// How many deadlines `settleAdvancingTime()` moves the clock to at most before it fails with
    /// `.keepsRearming`: work that sleeps again each time it wakes (a ticking timer) never ends.
    public static let maxSettleWakes = 1_000

    public enum Reason: Equatable, Sendable {
        /// Effects sleep on a `ManualClock` that is not the loop's: nothing the loop does advances it.
        case sleepsOnAnotherClock
        /// Effects sleep on the loop's own `ManualClock` where the caller wanted every effect finished
        /// (`settle(until: .finished)`): only moving that clock wakes them.
        case asleepOnOwnClock
        /// The loop did not move for this long (its stall limit) while effects still ran.
        case noProgress(Duration)
        /// Moving the clock from deadline to deadline, the settle woke work this many times over this
        /// much of the clock's time and it still sleeps again: it never ends by itself.
        case keepsRearming(wakes: Int, elapsed: Duration)
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
        case .noProgress(let limit):
            return """
                settle saw no progress for \(limit) (no event reduced, no effect started or finished): \
                \(effects.count) effect(s) still running:
                \(list)
                Fix: if they wait for time, give the loop and the handler one ManualClock; if they wait for an \
                answer that never comes, answer or cancel them.
                """
        case .keepsRearming(let wakes, let elapsed):
            return """
                settle moved the clock to \(wakes) deadline(s) over \(elapsed) and \(effects.count) effect(s) \
                still sleep again each time they wake:
                \(list)
                Fix: work that runs until stopped (a timer) never settles: move time by a bounded amount \
                (settle(advancingTimeBy:), a script's `advance`), or stop it first.
                """
        }
    }
}
