import Screens
import Testing
import TextFrontEnd
import TextUI

/// What a terminal may be sent: the checks every rendered frame of hostile data must pass.
///
/// - every row is exactly as wide as the frame (measured with `DisplayWidth` on `Frame.lines`);
/// - no row holds a C0 or C1 control, DEL, or a bidirectional control (U+202E and its kin);
/// - `Frame.ansi` holds no control but ESC, and every ESC starts a CSI the renderer writes itself:
///   `ESC [`, parameters of digits and `;`, and a final `m` (style), `H` (cursor) or `J` (clear).
enum FrameCheck {
    /// The sizes every hostile frame is drawn at: a phone-width terminal and the standard one.
    static let sizes = [TerminalSize(width: 40, height: 24), TerminalSize(width: 80, height: 24)]

    /// A C0 or C1 control, DEL, or a bidirectional control. Written as comparisons of values: it runs
    /// for every scalar of every frame, and in a debug build a range pattern is a generic call.
    static func isForbiddenInRow(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
        if value < 0x061C { return false }
        return value == 0x061C || value == 0x200E || value == 0x200F || (value >= 0x202A && value <= 0x202E)
            || (value >= 0x2066 && value <= 0x2069)
    }

    /// Everything wrong with `frame`; empty when it is safe to send.
    static func problems(in frame: Frame) -> [String] {
        var found: [String] = []
        let lines = frame.lines
        if lines.count != frame.height { found.append("\(lines.count) rows in a frame \(frame.height) high") }
        for (row, line) in lines.enumerated() {
            let width = DisplayWidth.of(line)
            if width != frame.width {
                found.append("row \(row) is \(width) columns wide, not \(frame.width): \(visible(line))")
            }
            if let bad = line.unicodeScalars.first(where: isForbiddenInRow) {
                found.append("row \(row) holds U+\(hex(bad)): \(visible(line))")
            }
        }
        found += ansiProblems(frame.ansi)
        return found
    }

    /// Every ESC must start `ESC [ [0-9;]* (m|H|J)`; no other control may appear.
    static func ansiProblems(_ ansi: String) -> [String] {
        var found: [String] = []
        let scalars = Array(ansi.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                var end = index + 1
                guard end < scalars.count, scalars[end] == "[" else {
                    found.append("ESC at \(index) does not start a CSI")
                    index += 1
                    continue
                }
                end += 1
                while end < scalars.count, isParameter(scalars[end]) { end += 1 }
                if end >= scalars.count || !isFinal(scalars[end]) {
                    let text = String(String.UnicodeScalarView(scalars[index..<min(end + 1, scalars.count)]))
                    found.append("a CSI the renderer never writes: \(visible(text))")
                }
                index = end + 1
                continue
            }
            if isForbiddenInRow(scalar) { found.append("ansi holds U+\(hex(scalar)) at \(index)") }
            index += 1
        }
        return found
    }

    /// A digit or `;`, compared by value: a range of scalars or an array literal here would cost a
    /// generic call or an allocation per scalar of every frame.
    private static func isParameter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x30 && scalar.value <= 0x39) || scalar == ";"
    }

    /// `m` (style), `H` (cursor) or `J` (clear).
    private static func isFinal(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "m" || scalar == "H" || scalar == "J"
    }

    /// Renders `view` at every size and records each problem, naming `context`.
    static func expectSafe(
        _ view: AppViewState, _ context: @autoclosure () -> String, sizes: [TerminalSize] = sizes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for size in sizes {
            let frame = ScreenView.render(view, size: size)
            let problems = problems(in: frame)
            if !problems.isEmpty {
                Issue.record(
                    "\(context()) at \(size): \(problems.prefix(3).joined(separator: "; "))",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Text with controls shown as `\u{…}`, shortened, for failure messages.
    static func visible(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(120) {
            if isForbiddenInRow(scalar) || scalar.properties.generalCategory == .format {
                shown += "\\u{\(hex(scalar))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return "\"\(shown)\(text.unicodeScalars.count > 120 ? "…" : "")\""
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
