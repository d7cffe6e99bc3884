import Foundation
import Testing

/// The README's example is this package's `ReadmeExampleTests.swift`, word for word, so the
/// documentation compiles and passes like any test and cannot rot.
@Test func readmeShowsTheCompiledExample() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(contentsOf: tests.appendingPathComponent("../../README.md"), encoding: .utf8)
    let example = try String(
        contentsOf: tests.appendingPathComponent("ReadmeExampleTests.swift"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + example + "```"))
}
