import Loop
import TextUI

/// An app rendered once: launched on a manual clock, settled until its first screen has loaded, and
/// drawn as plain text. What an app prints when its output is not a terminal.
@MainActor
public enum PlainRender {
    public static func render<App: TextApp>(_ app: App, size: TerminalSize, language: String? = nil) async
        -> String
    {
        let session = DriverSession(app: app, size: size, language: language, clock: ManualClock())
        session.launch()
        await session.settle()
        return session.frame.plainText
    }
}
