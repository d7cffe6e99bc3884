import Foundation
import Testing

/// Each article's Swift code is a test file of this package, word for word: its ` ```swift ` blocks,
/// in order and joined by blank lines, are that file, so the articles compile and pass like any test
/// and cannot rot.
@Test(
    "every article shows its compiled tests",
    arguments: [
        ("Sources/Loop/Loop.docc/GettingStarted.md", "Tests/LoopTests/GettingStartedTests.swift"),
        ("Sources/Loop/Loop.docc/EffectsOverTime.md", "Tests/LoopTests/EffectsOverTimeTests.swift"),
        ("Sources/Loop/Loop.docc/Navigation.md", "Tests/LoopTests/NavigationTests.swift"),
        (
            "Sources/TextSnapshot/TextSnapshot.docc/ReviewingSnapshotChanges.md",
            "Tests/SnapshotReviewTests/ReviewingSnapshotChangesTests.swift"
        ),
        (
            "Sources/BrowserDriver/BrowserDriver.docc/YourScreensInABrowser.md",
            "Tests/BrowserDriverTests/YourScreensInABrowserTests.swift"
        ),
        (
            "Sources/TextDriver/TextDriver.docc/RecordingAndReplayingSessions.md",
            "Tests/TextDriverTests/RecordingAndReplayingSessionsTests.swift"
        ),
        (
            "Sources/TextDriver/TextDriver.docc/ExploringYourScreens.md",
            "Tests/CaseStudiesTests/ExploringYourScreensTests.swift"
        ),
    ])
func articleShowsTheCompiledTests(article: String, tests: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    let code = try String(contentsOf: root.appendingPathComponent(tests), encoding: .utf8)
    let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { block in
        block.components(separatedBy: "```").first ?? ""
    }
    #expect(blocks.joined(separator: "\n") == code)
}

/// The SwiftUI article shows the example app's files (`Examples/OpenMarketSwiftUI/Sources`), word for
/// word and in its order: what it teaches is what the example is.
@Test func swiftUIArticleShowsTheExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    let text = try String(
        contentsOf: root.appendingPathComponent(
            "Sources/LoopObservation/LoopObservation.docc/YourScreensInSwiftUI.md"),
        encoding: .utf8)
    let example = root.appendingPathComponent("Examples/OpenMarketSwiftUI/Sources")
    let files = [
        "AppModel.swift", "OpenMarketSwiftUIApp.swift", "RootView.swift", "ProductListView.swift",
        "ProductDetailView.swift", "ProductFormView.swift",
    ]
    let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { block in
        block.components(separatedBy: "```").first ?? ""
    }
    #expect(
        blocks
            == (try files.map { try String(contentsOf: example.appendingPathComponent($0), encoding: .utf8) })
    )
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: example.path).sorted()
    #expect(onDisk == files.sorted(), "every file of the example is in the article")
}

/// Getting Started shows its scenario script, `Tests/Scenarios/GettingStarted/guestbook.scenario`,
/// word for word.
@Test func gettingStartedShowsItsScenarioFile() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    let text = try String(
        contentsOf: root.appendingPathComponent("Sources/Loop/Loop.docc/GettingStarted.md"), encoding: .utf8)
    let script = try String(
        contentsOf: root.appendingPathComponent("Tests/Scenarios/GettingStarted/guestbook.scenario"),
        encoding: .utf8)
    #expect(text.contains("```text\n" + script + "```"))
}
