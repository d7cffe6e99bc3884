import Foundation

/// axe-core (Deque's accessibility engine, WCAG 2.2 rules), run in the page a browser shows. The script
/// is not part of the package: it is read from `.build/axe/axe.min.js` under the package root, or from
/// the file `OPENMARKET_AXE` names; `.ci/run` puts it there.
enum Axe {
    static let installCommand =
        "pip download --no-deps -d /tmp/axe axe-playwright-python && mkdir -p .build/axe && "
        + "unzip -p /tmp/axe/axe_playwright_python-*.whl axe_playwright_python/axe.min.js > .build/axe/axe.min.js"

    /// The script's text, or nil when it is not installed.
    static let script: String? = {
        let path =
            ProcessInfo.processInfo.environment["OPENMARKET_AXE"]
            ?? BrowserTier.packageRoot.appendingPathComponent(".build/axe/axe.min.js").path
        return try? String(contentsOfFile: path, encoding: .utf8)
    }()

    /// Whether the script is installed.
    static var isInstalled: Bool { script != nil }

    /// What axe-core finds wrong on the page the browser shows, of any impact, each as
    /// `rule (impact): elements`.
    static func violations(in browser: WebDriver) async throws -> [String] {
        guard let script else { throw WebDriver.Failure(description: "axe-core is not installed") }
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
        return found as? [String] ?? ["axe answered \(String(describing: found))"]
    }
}
