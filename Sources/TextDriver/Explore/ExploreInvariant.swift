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

    /// The first of the two `frame` breaks at `size`: the invariant's name and what is wrong.
    static func broken(_ frame: Frame, _ size: TerminalSize) -> (invariant: String, message: String)? {
        let lines = frame.lines
        if let message = unfit(frame, lines: lines, size) { return (fitName, message) }
        return unsanitized(lines).map { (sanitizedName, $0) }
    }

    static func unfit(_ frame: Frame, lines: [String], _ size: TerminalSize) -> String? {
        if frame.width != size.width || frame.height != size.height {
            return "the frame is \(frame.width)x\(frame.height) on a \(size) screen"
        }
        return lines.enumerated().first { DisplayWidth.of($0.element) > size.width }.map {
            "row \($0.offset + 1) is \(DisplayWidth.of($0.element)) columns wide: \($0.element)"
        }
    }

    static func unsanitized(_ lines: [String]) -> String? {
        lines.enumerated().first { Sanitizer.sanitize($0.element) != $0.element }.map {
            "row \($0.offset + 1) holds characters the sanitizer takes out: \($0.element.debugDescription)"
        }
    }
}
