import BrowserDriver
import CaseStudies
import CaseStudiesWeb
import Foundation
import Loop
import Recording
import Testing
import TextDriver
import WebTesting

/// `case-studies web --record DIR`: each browser session recorded in a file of its own, replayable in
/// the terminal, and no more files than the bound.
@MainActor
@Suite("Recording the case studies' browser sessions", .timeLimit(.minutes(1)))
struct CaseStudiesWebRecordingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "web-recordings-\(UUID().uuidString)")

    final class Reports {
        var messages: [String] = []
    }

    func served(maxFiles: Int = 1000, reports: Reports = Reports()) throws -> WebTester<CaseStudiesWebApp> {
        let clock = ManualClock()
        let host = BrowserHost(CaseStudiesWebApp(), clock: clock)
        try host.recordSessions(in: folder, as: "case-studies", maxFiles: maxFiles) {
            reports.messages.append($0)
        }
        return WebTester(host, clock: clock)
    }

    @Test func eachSessionIsAFileNamedByItsIdThatReplaysInTheTerminal() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let tester = try served()
        let counter = await tester.open("/counter")
        await counter.join()
        await counter.report(#"{"kind":"click","name":"increment","data":{"screen":"1"}}"#)
        await counter.report(#"{"kind":"click","name":"fact","data":{"screen":"1"}}"#)
        await tester.advance(by: .milliseconds(500))
        let todos = await tester.open("/todos")

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["\(counter.session).jsonl", "\(todos.session).jsonl"].sorted())
        let text = try RecordingFile.read(folder.appendingPathComponent("\(counter.session).jsonl"))
        let lines = text.split(separator: "\n")
        #expect(lines.first == #"{"app":"case-studies","format":1,"session":"\#(counter.session)"}"#)
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix(#"{"effects":[],"event":{"opened":{"_0":{"counter":{}}}},"ms":0,"#))
        #expect(
            lines[4].contains(
                #""event":{"path":{"_0":{"element":{"_0":1,"_1":{"counter":{"_0":{"factLoaded":{"_0":1,"_1":"1 is odd and a perfect square."}}}}}}}},"ms":500,"#
            ))

        let replayed = try ReplayedSession(text, app: CaseStudiesTextApp())
        #expect(replayed.replay.mismatch == nil)
        #expect(replayed.frame(at: replayed.stepCount).plainText.contains("1 is odd and a perfect square."))
        #expect(replayed.frame(at: replayed.stepCount).width == 80)
    }

    @Test func noMoreSessionsThanTheBoundAreRecorded() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reports = Reports()
        let tester = try served(maxFiles: 2, reports: reports)
        let first = await tester.open("/counter")
        let second = await tester.open("/search")
        _ = await tester.open("/timer")
        _ = await tester.open("/todos")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["\(first.session).jsonl", "\(second.session).jsonl"].sorted())
        #expect(
            reports.messages == [
                "recording sessions stopped: 2 sessions are recorded, the most one run records; the app goes on"
            ])
    }
}
