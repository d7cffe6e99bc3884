import Foundation
import Testing

/// axe-core (Deque's accessibility engine, WCAG 2.2 rules) run on every screen the real-browser test
/// walks through. The script is not part of the package: it is read from `.build/axe/axe.min.js` under
/// the package root, or from the file `OPENMARKET_AXE` names; `.ci/run` puts it there. What it found is
/// recorded, screen by screen, and checked by `AccessibilityTests`, which reports itself skipped, with
/// the command that installs the script, when there is none.
enum Axe {
    static let installCommand =
        "pip download --no-deps -d /tmp/axe axe-playwright-python && mkdir -p .build/axe && "
        + "unzip -p /tmp/axe/axe_playwright_python-*.whl axe_playwright_python/axe.min.js > .build/axe/axe.min.js"

    /// The script's text, or nil when it is not installed.
    static let script: String? = {
        let path =
            ProcessInfo.processInfo.environment["OPENMARKET_AXE"]
            ?? BrowserTests.packageRoot.appendingPathComponent(".build/axe/axe.min.js").path
        return try? String(contentsOfFile: path, encoding: .utf8)
    }()

    /// Whether the script is installed.
    static var isInstalled: Bool { script != nil }

    /// Runs axe-core on the page the browser shows and records what it found as `screen`'s.
    static func check(_ screen: String, in browser: WebDriver) async throws {
        guard let script else { return }
        if try await browser.run("return window.axe === undefined;") as? Bool == true {
            _ = try await browser.run(script)
        }
        let found = try await browser.runAsync(
            """
            axe.run(document, { resultTypes: ["violations"] })
              .then((result) => done(result.violations.map((violation) =>
                `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)))
              .catch((error) => done([`axe failed: ${error}`]));
            """)
        await Findings.shared.record(
            screen, found as? [String] ?? ["axe answered \(String(describing: found))"])
    }

    /// The browser test has started: its findings will come.
    static func start() async {
        await Findings.shared.start()
    }

    /// The browser test is over (passed or not): what was found is complete.
    static func finish() async {
        await Findings.shared.finish()
    }

    /// Every screen's findings, once the browser test is over; nil when it has not started within a
    /// minute (it was left out of the run).
    static func findings() async -> [(screen: String, violations: [String])]? {
        let deadline = ContinuousClock.now + .seconds(60)
        while await !Findings.shared.hasStarted {
            guard ContinuousClock.now < deadline else { return nil }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return await Findings.shared.all()
    }

    /// Each screen checked, in order, with the violations found there (`rule (impact): elements`).
    private actor Findings {
        static let shared = Findings()
        private var findings: [(screen: String, violations: [String])] = []
        private(set) var hasStarted = false
        private var isFinished = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func record(_ screen: String, _ violations: [String]) {
            findings.append((screen, violations))
        }

        func start() {
            hasStarted = true
        }

        func finish() {
            isFinished = true
            for continuation in waiting { continuation.resume() }
            waiting = []
        }

        func all() async -> [(screen: String, violations: [String])] {
            if !isFinished { await withCheckedContinuation { waiting.append($0) } }
            return findings
        }
    }
}

/// What axe-core found on the screens of the real-browser test, which runs meanwhile in its own suite.
@Suite("Accessibility (axe-core)")
struct AccessibilityTests {
    @Test(
        "no violation of any impact on the list, grid, detail, sheet, prompt, alert and the forms",
        .enabled(
            if: WebDriver.isInstalled,
            "Chromium and chromedriver are not installed: \(WebDriver.installCommand)"),
        .enabled(
            if: Axe.isInstalled, "axe-core is not installed: \(Axe.installCommand)"),
        .timeLimit(.minutes(5)))
    func noViolation() async {
        guard let findings = await Axe.findings() else {
            Issue.record("the real-browser test, whose screens axe-core checks, did not run: run both")
            return
        }
        #expect(
            findings.map(\.screen) == [
                "list", "grid", "detail", "search", "register", "register-errors", "register-filled",
                "action-sheet",
                "edit", "alert", "password-prompt", "password-wrong",
            ])
        for (screen, violations) in findings {
            #expect(violations == [], "\(screen)")
        }
    }
}
