import Loop
import TextUI

/// An app rendered once: launched on a manual clock, settled until its first screen has loaded, and
/// drawn as plain text. What an app prints when its output is not a terminal.
@MainActor
public enum PlainRender {
    /// - Throws: `LoopStall` when the first screen's work can never finish.
    public static func render<App: TextApp>(_ app: App, size: TerminalSize, language: String? = nil)
        async throws(LoopStall) -> String
    {
        let session = DriverSession(app: app, size: size, language: language, clock: ManualClock())
        session.launch()
        try await session.settle()
        return session.frame.plainText
    }
}
