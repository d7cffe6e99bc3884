import Foundation
import Loop
import SerialExecution
import Terminal
import TextDriver
import TextUI

/// `trapping-tally`: a tally with a planted trap, for the tests of `explore`'s child processes. `+`
/// counts and `s` saves, which takes a second on the clock; a save that ends with the count at 2 or
/// more reads past the end of an array, a trap (SIGILL). A count of 4 breaks its one invariant, a
/// failure found without a trap. No shipped program holds it.
struct Tally: Reducer {
    struct State: Equatable, Codable {
        var count = 0
        var isSaving = false
    }

    enum Event: Equatable, Codable, Sendable { case plus, save, saved }
    enum Effect: LoopEffect, Codable { case save }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .plus: state.count += 1
        case .save:
            state.isSaving = true
            return [.save]
        case .saved:
            let slots = [0, 1]
            state.count = slots[state.count]
            state.isSaving = false
        }
        return []
    }
}

struct TallyHandler: EffectHandler {
    let clock: any Clock<Duration>

    func handle(_ effect: Tally.Effect, send: Send<Tally.Event>) async {
        try? await clock.sleep(for: .seconds(1))
        send(.saved)
    }
}

struct TrappingTally: RecordableApp {
    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Tally> {
        EventLoop(
            Tally(), state: Tally.State(),
            handler: TallyHandler(clock: clock.map { $0 as any Clock<Duration> } ?? ContinuousClock()),
            clock: clock)
    }

    func render(_ state: Tally.State, size: TerminalSize, tick: Int) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        canvas.draw("count \(state.count)\(state.isSaving ? " saving" : "")", at: Point(x: 0, y: 0))
        return canvas.frame()
    }

    func isBusy(_ state: Tally.State) -> Bool { state.isSaving }

    /// Besides the trap, a failure explore finds in process: a count of 6 or more.
    var invariants: [ExploreInvariant<Tally.State>] {
        [
            ExploreInvariant("the count stays below 4") { state, _, _ in
                state.count < 4 ? nil : "the count is \(state.count)"
            }
        ]
    }

    func action(for key: Key, in state: Tally.State) -> KeyAction<Tally.Event>? {
        switch key {
        case .character("+"): .send(.plus)
        case .character("s"): .send(.save)
        case .character("q"): .quit
        default: nil
        }
    }
}

let status: Int32
do {
    let invocation = try DriverInvocation(
        arguments: Array(CommandLine.arguments.dropFirst()), languages: TrappingTally.languages)
    status = await DriverCommand.run(
        invocation, name: "trapping-tally", terminal: SystemTerminal?.none, exploresInChildProcess: true,
        prepareExploreWorker: SerialExecution.runGlobalJobsOnMainActor
    ) { _ in TrappingTally() }
} catch {
    StandardStreams.error("trapping-tally: \(error.message ?? "")")
    status = 2
}
exit(status)
