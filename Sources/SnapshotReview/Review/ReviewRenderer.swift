import TextSnapshot
import TextUI

/// Draws `snapshots review`: the pending snapshot's reference and new output in their real styles and
/// pictures (side by side when the terminal is wide enough, else one above the other), the line diff
/// under them, and the keys.
public enum ReviewRenderer {
    /// The keys, as the last row shows them.
    public static let legend = "a accept  r reject  s skip  q quit"
    /// The narrowest column a side takes beside the other, room for its label.
    static let minimumColumn = 20

    public static func render(_ state: ReviewState, size: TerminalSize) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        let footer = Point(x: 0, y: size.height - 1)
        if let error = state.error {
            canvas.draw(error, at: footer, style: Style(foreground: .red), truncatingTo: size.width)
        } else {
            canvas.draw(legend, at: footer, style: Style(foreground: .gray), truncatingTo: size.width)
        }
        guard let snapshot = state.current else {
            drawSummary(of: state, on: &canvas)
            return canvas.frame()
        }
        let title =
            "Snapshot \(state.position + 1) of \(state.snapshots.count) · \(snapshot.kind.rawValue) · \(snapshot.path)"
        canvas.draw(title, at: Point(x: 0, y: 0), style: Style(bold: true), truncatingTo: size.width)
        let body = Rect(x: 0, y: 2, width: size.width, height: max(0, size.height - 3))
        let used = snapshot.path.isPage ? 0 : drawFrames(of: snapshot, in: body, on: &canvas)
        drawDiff(
            of: snapshot,
            in: Rect(x: 0, y: body.y + used, width: body.width, height: body.height - used), on: &canvas)
        return canvas.frame()
    }

    private static func drawSummary(of state: ReviewState, on canvas: inout Canvas) {
        let counts = Decision.allCases.map { "\(state.count(of: $0)) \($0.rawValue)" }
        let text =
            state.snapshots.isEmpty
            ? "No snapshot is pending." : "Review done: \(counts.joined(separator: ", "))."
        canvas.draw(text, at: Point(x: 0, y: 0), style: Style(bold: true), truncatingTo: canvas.width)
    }

    /// Draws the reference and the new output; returns the rows used.
    private static func drawFrames(of snapshot: PendingSnapshot, in body: Rect, on canvas: inout Canvas)
        -> Int
    {
        let sides = [
            (
                "Reference",
                snapshot.reference.map(frame(from:)) ?? .failure(Problem(message: "No reference yet."))
            ),
            ("New output", frame(from: snapshot.actual)),
        ]
        let column = max(sides.map { side in (try? side.1.get().width) ?? 0 }.max() ?? 0, minimumColumn)
        let sideBySide = column * 2 + 3 <= body.width
        let rowsEach = sideBySide ? body.height - 8 : body.height / 4
        var used = 0
        for (index, (label, parsed)) in sides.enumerated() {
            let origin =
                sideBySide
                ? Point(x: index * (column + 3), y: body.y)
                : Point(x: 0, y: body.y + index * (rowsEach + 1))
            canvas.draw(label, at: origin, style: Style(foreground: .cyan, bold: true))
            let top = Point(x: origin.x, y: origin.y + 1)
            switch parsed {
            case .success(let frame):
                canvas.draw(frame, at: top, clippedTo: rowsEach)
                used = max(used, top.y - body.y + min(frame.height, rowsEach) + 1)
            case .failure(let problem):
                let room = sideBySide ? column : body.width
                canvas.draw(problem.message, at: top, style: Style(dim: true), truncatingTo: room)
                used = max(used, top.y - body.y + 2)
            }
        }
        return used
    }

    private static func drawDiff(of snapshot: PendingSnapshot, in area: Rect, on canvas: inout Canvas) {
        guard let reference = snapshot.reference, area.height > 0 else { return }
        let diff = LineDiff.render(
            expected: String(FrameSnapshotSection.readablePart(of: reference)),
            actual: String(FrameSnapshotSection.readablePart(of: snapshot.actual)))
        guard !diff.isEmpty else {
            let note = "Same text and styles: only the pictures' pixels differ."
            canvas.draw(
                note, at: Point(x: area.x, y: area.y), style: Style(dim: true), truncatingTo: area.width)
            return
        }
        for (row, line) in diff.split(separator: "\n").prefix(area.height).enumerated() {
            let style =
                switch line.first {
                case "−": Style(foreground: .red)
                case "+": Style(foreground: .green)
                default: Style.plain
                }
            canvas.draw(
                String(line), at: Point(x: area.x, y: area.y + row), style: style, truncatingTo: area.width)
        }
    }

    /// Why a side cannot be drawn.
    private struct Problem: Error {
        var message: String
    }

    private static func frame(from snapshotText: String) -> Result<Frame, Problem> {
        do {
            return .success(try Frame(snapshotText: snapshotText))
        } catch {
            return .failure(Problem(message: "Not a frame snapshot (\(error)); the diff below shows it."))
        }
    }
}
