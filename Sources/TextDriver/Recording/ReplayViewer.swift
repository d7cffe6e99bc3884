import Loop
import Recording
import TextUI

/// The time-travel viewer of a recording, itself a text app: the app's frame at a step drawn above,
/// the step below (its number, time and line, the event, the effects, and what it changed in the
/// state). Keys: `left`/`right` (or `h`/`l`) step back and forth, `g` and `G` jump to the first and
/// the last step, `q` or `esc` quit.
@MainActor
public struct ReplayViewer<App: RecordableApp>: TextApp {
    public let session: ReplayedSession<App>
    /// The position the viewer opens at.
    public let start: Int

    /// A viewer of `session` opening at `start` (0: before the first step; nil: after the last).
    public init(_ session: ReplayedSession<App>, at start: Int? = nil) {
        self.session = session
        self.start = min(max(start ?? session.stepCount, 0), session.stepCount)
    }

    /// Moves between positions (0: before the first step, `stepCount`: after the last).
    public struct Feature: Reducer {
        let stepCount: Int

        public enum Event: Equatable, Sendable {
            case stepped(by: Int)
            case jumped(toLast: Bool)
        }

        public enum Effect: LoopEffect {}

        public func reduce(_ position: inout Int, _ event: Event) -> [Effect] {
            switch event {
            case .stepped(let offset): position = min(max(position + offset, 0), stepCount)
            case .jumped(let toLast): position = toLast ? stepCount : 0
            }
            return []
        }
    }

    private struct NoEffects: EffectHandler {
        func handle(_ effect: Feature.Effect, send: Send<Feature.Event>) async {}
    }

    public func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Feature> {
        EventLoop(Feature(stepCount: session.stepCount), state: start, handler: NoEffects())
    }

    public func action(for key: Key, in position: Int) -> KeyAction<Feature.Event>? {
        switch key {
        case .left, .character("h"): .send(.stepped(by: -1))
        case .right, .character("l"): .send(.stepped(by: 1))
        case .character("g"): .send(.jumped(toLast: false))
        case .character("G"): .send(.jumped(toLast: true))
        case .character("q"), .escape: .quit
        default: nil
        }
    }

    /// The panel rows kept under the app's frame however small the screen: step, event, effects, state.
    static var minimumPanelHeight: Int { 4 }

    public func render(_ position: Int, size: TerminalSize, tick: Int) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        let appSize = session.screen(at: position)
        let appRows = min(appSize.height, max(size.height - Self.minimumPanelHeight - 1, 0))
        canvas.draw(session.frame(at: position), at: Point(x: 0, y: 0), clippedTo: appRows)
        var row = appRows
        let rule = "── ←/→ step  g/G first/last  q quit "
        canvas.draw(
            rule + String(repeating: "─", count: max(size.width - rule.count, 0)), at: Point(x: 0, y: row),
            truncatingTo: size.width)
        row += 1
        for line in panel(at: position) where row < size.height {
            canvas.draw(line, at: Point(x: 0, y: row), truncatingTo: size.width)
            row += 1
        }
        return canvas.frame()
    }

    /// Milliseconds as seconds to the millisecond (`1.250 s`).
    static func seconds(_ milliseconds: Int64) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count) + fraction) s"
    }

    /// The step at `position` in words: where it is, what came in, what went out, what changed.
    func panel(at position: Int) -> [String] {
        guard let step = session.step(at: position) else {
            return ["start of \(session.stepCount) steps: the app before any event"]
        }
        let line = Recording<App.Feature.Event, App.Feature.Effect>.line(ofStep: position - 1)
        let effects =
            step.effects.isEmpty ? "none" : step.effects.map(StructuralDiff.describe).joined(separator: ", ")
        let change = session.replay.change(atStep: position)
        let differs =
            session.replay.mismatch?.step == position ? ["this step no longer does what was recorded"] : []
        return differs + [
            "step \(position) of \(session.stepCount) at \(Self.seconds(step.milliseconds)) (line \(line))",
            "event: \(StructuralDiff.describe(step.event))",
            "effects: \(effects)",
            change.isEmpty ? "state: unchanged" : "state:",
        ] + (change.isEmpty ? [] : change.split(separator: "\n").map(String.init))
    }
}
