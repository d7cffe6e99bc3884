import Foundation
import TestReporting
import TextDriver

/// Runs the scenario script `scriptFile` in a test and reports each failing line through the test
/// framework at that line of the script, every one of them: a line that does not parse, each
/// `expect` or `snapshot` that fails, and work that can never finish. A script that holds no command
/// (empty, or only comments) tests nothing: it fails at its first line.
///
/// ```swift
/// @Test func browsing() async {
///     let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///     await assertScenario(scripts.appendingPathComponent("browse.scenario"), runner: ScriptRunner(...))
/// }
/// ```
/// - Returns: what the run gave (its transcript), or nil when the script could not be read or parsed,
///   or holds no command.
@MainActor
@discardableResult
public func assertScenario<App: TextApp>(
    _ scriptFile: URL, runner: ScriptRunner<App>, reporter: FailureReporter = .testFramework,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) async -> ScriptRunner<App>.Outcome? {
    guard let text = try? String(contentsOf: scriptFile, encoding: .utf8) else {
        reporter(
            "Cannot read the scenario script \(scriptFile.path).",
            at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
    func report(_ failure: ScriptError) {
        reporter(failure.message, at: TestLocation(file: scriptFile.path, line: failure.line))
    }
    let (script, errors) = Script.parse(text, languages: App.languages)
    guard errors.isEmpty else {
        errors.forEach(report)
        return nil
    }
    guard !script.steps.isEmpty else {
        report(
            ScriptError(
                line: 1,
                message: "the scenario script \(scriptFile.path) holds no command: write one a line "
                    + "(launch, key, type, expect…)"))
        return nil
    }
    let outcome = await runner.run(script)
    outcome.failures.forEach(report)
    return outcome
}
