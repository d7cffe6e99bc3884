import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where in a test a failure belongs: the call site of the assertion that failed, or a line of a
/// file the test read (a scenario script).
public struct TestLocation: Sendable {
    public var fileID: String
    public var filePath: String
    public var line: UInt
    public var column: UInt
    /// The call site's path as the compiler gave it, which XCTest needs; nil for a file the test read.
    var staticFilePath: StaticString?

    public init(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        self.fileID = "\(fileID)"
        self.filePath = "\(filePath)"
        self.line = line
        self.column = column
        staticFilePath = filePath
    }

    /// A line of a file the test read, such as a scenario script.
    public init(file: String, line: Int) {
        let url = URL(fileURLWithPath: file)
        fileID = "\(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent)"
        filePath = file
        self.line = UInt(max(1, line))
        column = 1
        staticFilePath = nil
    }
}

/// Receives the failures of the framework's test helpers (`FeatureTester`, `assertSnapshot`).
///
/// `.testFramework` records them in whichever framework runs the test, Swift Testing or XCTest; a test
/// of the helpers themselves injects a reporter that collects the messages.
public struct FailureReporter: Sendable {
    private let record: @Sendable (String, TestLocation) -> Void

    public init(_ record: @escaping @Sendable (String, TestLocation) -> Void) {
        self.record = record
    }

    public func callAsFunction(_ message: String, at location: TestLocation) {
        record(message, location)
    }

    /// Records a failure in the running Swift Testing test, or else through `XCTFail`.
    ///
    /// In Swift Testing the message's first line is recorded as the issue itself, so that the
    /// failure's first line says what failed (an issue recorded from a comment alone reads "Issue
    /// recorded"); the lines after it follow as its comment.
    public static let testFramework = FailureReporter { message, location in
        #if canImport(Testing)
            if Test.current != nil {
                let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                Issue.record(
                    Headline(text: String(lines[0])),
                    lines.count > 1 ? Comment(rawValue: String(lines[1])) : nil,
                    sourceLocation: SourceLocation(
                        fileID: location.fileID, filePath: location.filePath, line: Int(location.line),
                        column: Int(location.column)))
                return
            }
        #endif
        #if canImport(XCTest)
            if let file = location.staticFilePath {
                XCTFail(message, file: file, line: location.line)
            } else {
                XCTFail("\(location.filePath):\(location.line): \(message)")
            }
        #endif
    }
}

/// A failure's first line, recorded as the issue Swift Testing shows first.
private struct Headline: Error, CustomStringConvertible {
    let text: String

    var description: String { text }
}
