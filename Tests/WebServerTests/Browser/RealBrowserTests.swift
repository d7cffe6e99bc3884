import Foundation
import Testing

/// The real-browser tier: every test that drives headless Chromium, nested in this suite. It takes
/// longer than the whole default suite's budget, so `swift test` reports it skipped, saying the command
/// that runs it (`.ci/run` runs that after `swift test`); without Chromium and chromedriver it says
/// how to install them. Its tests run one at a time, each in tabs of its own of one shared browser
/// (`SharedBrowser`), quit when the last is done.
@Suite(
    "Real browser",
    .enabled(
        if: BrowserTier.isEnabled,
        "a tier of its own, longer than the suite's 20 s budget: \(BrowserTier.command)"),
    .enabled(
        if: WebDriver.isInstalled, "Chromium and chromedriver are not installed: \(WebDriver.installCommand)"),
    .serialized, SharedBrowser.Scope())
enum RealBrowserTests {}

/// What the real-browser tier asks for and the files its tests read and write.
enum BrowserTier {
    static let command = "OPENMARKET_BROWSER_TESTS=1 swift test --filter RealBrowserTests"

    /// Whether `OPENMARKET_BROWSER_TESTS=1` asks for the tier.
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["OPENMARKET_BROWSER_TESTS"] == "1" }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let screenshots = packageRoot.appendingPathComponent(".build/browser-screenshots")
    static let mug = packageRoot.appendingPathComponent("Tests/Scenarios/fixtures/mug.png")
}
