import Loop
import TextUI

/// An app rendered once: launched on a manual clock, settled until its first screen has loaded, and
/// drawn as plain text. What an app prints when its output is not a terminal.
@MainActor
public enum PlainRender {
    /// - Parameters:
    ///   - app: the app to draw.
    ///   - size: the screen it is drawn on.
    ///   - language: its language (nil: its default).
    ///   - prepare: called with the session before it launches; what it returns (a recorder) is kept
    ///     until the frame is drawn.
    /// - Throws: `LoopStall` when the first screen's work can never finish.
    public static func render<App: TextApp>(
        _ app: App, size: TerminalSize, language: String? = nil,
        prepare: (DriverSession<App>) -> AnyObject? = { _ in nil }
    ) async throws(LoopStall) -> String {
        let session = DriverSession(app: app, size: size, language: language, clock: ManualClock())
        let prepared = prepare(session)
        defer { withExtendedLifetime(prepared) {} }
        session.launch()
        try await session.settle()
        return session.frame.plainText
    }
}
