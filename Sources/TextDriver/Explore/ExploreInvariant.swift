import TextUI

/// What must hold after every step of an explored session: a name, and a check of the state and the
/// frame drawn at the session's size that says what is wrong, or nil. The framework checks its own
/// (`Explorer.builtIn`); an app declares its own as plain functions of its state and frame.
public struct ExploreInvariant<State>: Sendable {
    /// What the invariant promises, as a failure names it ("every frame fits its screen").
    public let name: String
    /// What is wrong in `state`, drawn as `frame` at `size`; nil when the invariant holds.
    public let check: @MainActor @Sendable (_ state: State, _ frame: Frame, _ size: TerminalSize) -> String?

    public init(
        _ name: String,
        check:
            @escaping @MainActor @Sendable (_ state: State, _ frame: Frame, _ size: TerminalSize) -> String?
    ) {
        self.name = name
        self.check = check
    }

    /// Every frame is the screen's size, and no row is wider than the screen.
    public static var framesFit: Self {
        Self(FrameCheck.fitName) { _, frame, size in FrameCheck.unfit(frame, lines: frame.lines, size) }
    }

    /// No row holds what the sanitizer would take out (control, bidirectional or invisible characters).
    public static var framesSanitized: Self {
        Self(FrameCheck.sanitizedName) { _, frame, _ in FrameCheck.unsanitized(frame.lines) }
    }

    /// None of `texts` (a password, an identifier) is ever drawn.
    public static func neverShows(_ texts: [String], named name: String = "no secret is drawn") -> Self {
        Self(name) { _, frame, _ in
            texts.first { !$0.isEmpty && frame.contains($0) }.map { _ in "a secret is on the screen" }
        }
    }
}

/// The framework's two invariants of a frame (`framesFit`, `framesSanitized`), which the explorer
/// checks on every frame it draws: its rows' text worked out once for both.
enum FrameCheck {
    static let fitName = "every frame fits its screen"
    static let sanitizedName = "every frame is sanitized"

    /// The first of the two `frame` breaks at `size`: the invariant's name and what is wrong. A row
    /// made only of scalars that stand alone is measured from its cells and needs no sanitizing; the
    /// others are measured and sanitized as text.
    static func broken(_ frame: Frame, _ size: TerminalSize) -> (invariant: String, message: String)? {
        if let message = unfitSize(frame, size) { return (fitName, message) }
        var others: [(index: Int, line: String)] = []
        for y in 0..<frame.height {
            if let width = frame.standaloneWidth(ofRow: y) {
                if width > size.width { return (fitName, unfitRow(y, frame.line(y), width)) }
                continue
            }
            let line = frame.line(y)
            let width = DisplayWidth.of(line)
            if width > size.width { return (fitName, unfitRow(y, line, width)) }
            others.append((y, line))
        }
        for (index, line) in others where Sanitizer.sanitize(line) != line {
            return (sanitizedName, unsanitizedRow(index, line))
        }
        return nil
    }

    static func unfit(_ frame: Frame, lines: [String], _ size: TerminalSize) -> String? {
        if let message = unfitSize(frame, size) { return message }
        return lines.enumerated().lazy.map { ($0.offset, $0.element, DisplayWidth.of($0.element)) }
            .first { $0.2 > size.width }.map(unfitRow)
    }

    static func unsanitized(_ lines: [String]) -> String? {
        lines.enumerated().first { Sanitizer.sanitize($0.element) != $0.element }.map(unsanitizedRow)
    }

    private static func unfitSize(_ frame: Frame, _ size: TerminalSize) -> String? {
        guard frame.width != size.width || frame.height != size.height else { return nil }
        return "the frame is \(frame.width)x\(frame.height) on a \(size) screen"
    }

    private static func unfitRow(_ index: Int, _ line: String, _ width: Int) -> String {
        "row \(index + 1) is \(width) columns wide: \(line)"
    }

    /// The row quoted with every scalar the sanitizer takes out of text written as `\u{…}`, so that
    /// the message shows what is wrong rather than doing it (a right-to-left override reordering the
    /// line of the terminal that shows it, a control).
    private static func unsanitizedRow(_ index: Int, _ line: String) -> String {
        let quoted = line.unicodeScalars.map {
            Sanitizer.sanitize(String($0)) == String($0)
                ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}"
        }
        return "row \(index + 1) holds characters the sanitizer takes out: \"\(quoted.joined())\""
    }
}
