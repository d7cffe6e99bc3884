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
    private let drawn = LastDrawnFrame()

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

    /// The panel rows kept under the app's frame however small the screen: step, event, effects,
    /// state, one changed value (its path, what it was, what it became) and how many more there are.
    static var minimumPanelHeight: Int { 8 }

    /// The rows the panel keeps on a screen `height` rows tall: a third of them, at least
    /// `minimumPanelHeight`, whatever the step, so the rule under the frame stays put while stepping.
    /// The app's frame gives up its bottom rows for them when the screen is no taller than the
    /// recorded one, so what a step changed is shown on the screen the session was recorded on.
    static func panelHeight(onScreenOf height: Int) -> Int {
        max(minimumPanelHeight, height / 3)
    }

    public func render(_ position: Int, size: TerminalSize, tick: Int) -> Frame {
        drawn.frame(at: position, size: size) { draw(position, size: size) }
    }

    /// The frame at `position`: the app's frame at that step, the rule, and the panel. Each line is cut
    /// to the screen's width before it is drawn: an event that carries a page of products describes
    /// itself in thousands of characters, which drawing would otherwise read through.
    private func draw(_ position: Int, size: TerminalSize) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        let appSize = session.screen(at: position)
        let panelRows = Self.panelHeight(onScreenOf: size.height)
        let appRows = min(appSize.height, max(size.height - panelRows - 1, 0))
        canvas.draw(session.frame(at: position), at: Point(x: 0, y: 0), clippedTo: appRows)
        var row = appRows
        let rule = "── ←/→ step  g/G first/last  q quit "
        canvas.draw(
            rule + String(repeating: "─", count: max(size.width - rule.count, 0)), at: Point(x: 0, y: row),
            truncatingTo: size.width)
        row += 1
        for line in panel(at: position, rows: size.height - row) where row < size.height {
            canvas.draw(
                String(line.prefix(size.width + 1)), at: Point(x: 0, y: row), truncatingTo: size.width)
            row += 1
        }
        return canvas.frame()
    }

    /// Milliseconds as seconds to the millisecond (`1.250 s`).
    static func seconds(_ milliseconds: Int64) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count) + fraction) s"
    }

    /// The step at `position` in words, in `rows` rows: where it is, what came in, what went out, and
    /// the values it changed, each whole (its path, what it was, what it became); when they do not all
    /// fit, the last row says how many are left out.
    func panel(at position: Int, rows: Int) -> [String] {
        guard let step = session.step(at: position) else {
            return ["start of \(session.stepCount) steps: the app before any event"]
        }
        let line = Recording<App.Feature.Event, App.Feature.Effect>.line(ofStep: position - 1)
        let effects =
            step.effects.isEmpty ? "none" : step.effects.map(StructuralDiff.describe).joined(separator: ", ")
        let changes = session.replay.changes(atStep: position)
        let differs =
            session.replay.mismatch?.step == position ? ["this step no longer does what was recorded"] : []
        let head =
            differs + [
                "step \(position) of \(session.stepCount) at \(Self.seconds(step.milliseconds)) (line \(line))",
                "event: \(StructuralDiff.describe(step.event))",
                "effects: \(effects)",
                changes.isEmpty ? "state: unchanged" : "state:",
            ]
        // Each change whole, as many as fit: with a row for the note when some are left out.
        let groups = changes.map { StructuralDiff.render([$0]).split(separator: "\n").map(String.init) }
        let room = rows - head.count
        let allFit = groups.joined().count <= room
        var shown: [[String]] = []
        for group in groups {
            guard allFit || shown.joined().count + group.count < room else { break }
            shown.append(group)
        }
        let leftOut =
            shown.count < groups.count
            ? ["… and \(groups.count - shown.count) more changes"] : []
        return head + shown.joined() + leftOut
    }
}
