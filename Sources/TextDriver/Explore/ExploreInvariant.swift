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
        Self("every frame fits its screen") { _, frame, size in
            if frame.width != size.width || frame.height != size.height {
                return "the frame is \(frame.width)x\(frame.height) on a \(size) screen"
            }
            return frame.lines.enumerated().first { DisplayWidth.of($0.element) > size.width }.map {
                "row \($0.offset + 1) is \(DisplayWidth.of($0.element)) columns wide: \($0.element)"
            }
        }
    }

    /// No row holds what the sanitizer would take out (control, bidirectional or invisible characters).
    public static var framesSanitized: Self {
        Self("every frame is sanitized") { _, frame, _ in
            frame.lines.enumerated().first { Sanitizer.sanitize($0.element) != $0.element }.map {
                "row \($0.offset + 1) holds characters the sanitizer takes out: \($0.element.debugDescription)"
            }
        }
    }

    /// None of `texts` (a password, an identifier) is ever drawn.
    public static func neverShows(_ texts: [String], named name: String = "no secret is drawn") -> Self {
        Self(name) { _, frame, _ in
            texts.first { !$0.isEmpty && frame.contains($0) }.map { _ in "a secret is on the screen" }
        }
    }
}
