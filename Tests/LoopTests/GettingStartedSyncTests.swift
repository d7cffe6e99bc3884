import Foundation
import Testing

/// The getting-started article's Swift code is `GettingStartedTests.swift`, word for word: its
/// ` ```swift ` blocks, in order and joined by blank lines, are that file, so the article compiles and
/// passes like any test and cannot rot.
@Test func gettingStartedArticleShowsTheCompiledTests() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let article = try String(
        contentsOf: tests.appendingPathComponent("../../Sources/Loop/Loop.docc/GettingStarted.md"),
        encoding: .utf8)
    let code = try String(
        contentsOf: tests.appendingPathComponent("GettingStartedTests.swift"), encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { block in
        block.components(separatedBy: "```").first ?? ""
    }
    #expect(blocks.joined(separator: "\n") == code)
}
