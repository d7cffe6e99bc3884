import Recording
import Testing

/// A recording that is not one gives an error naming its line and what is wrong, never a crash.
@Suite struct RecordingParsingTests {
    let header = #"{"app":"notes","format":1}"#

    func error(_ lines: [String]) -> RecordingError? {
        do {
            _ = try Recording<Notes.Event, Notes.Effect>(parsing: lines.joined(separator: "\n"))
            return nil
        } catch {
            return error
        }
    }

    @Test func anEmptyFileHasNoHeader() {
        #expect(error([]) == RecordingError(line: 1, "the recording is empty: no header"))
    }

    @Test func aHeaderOfAnotherFormatIsRefused() {
        #expect(
            error([#"{"app":"notes","format":2}"#])
                == RecordingError(line: 1, "format 2 is not one this version reads (1)"))
    }

    @Test func aRecordingOfAnotherProgramIsRefusedAtItsHeaderWhenTheProgramIsNamed() throws {
        // Its steps are ones this app has too: only the header says whose it is.
        let lines = [
            #"{"app":"tasks","format":1}"#, #"{"effects":[],"event":{"cleared":{}},"ms":0,"state":"0"}"#,
        ].joined(separator: "\n")
        #expect(
            throws: RecordingError(line: 1, "'app' is 'tasks': a recording of tasks, not of notes")
        ) {
            try Recording<Notes.Event, Notes.Effect>(parsing: lines, of: "notes")
        }
        #expect(try Recording<Notes.Event, Notes.Effect>(parsing: lines).steps.count == 1)
        let own = lines.replacingOccurrences(of: "tasks", with: "notes")
        #expect(try Recording<Notes.Event, Notes.Effect>(parsing: own, of: "notes").steps.count == 1)
    }

    @Test func aMissingFieldIsNamed() {
        #expect(
            error([header, #"{"event":{"cleared":{}},"ms":0,"state":"0"}"#])
                == RecordingError(line: 2, "'effects' is missing"))
    }

    @Test func anEventOfAnotherAppIsNamedByItsPath() {
        let found = error([
            header, #"{"effects":[],"event":{"cleared":{}},"ms":0,"state":"0"}"#,
            #"{"effects":[],"event":{"renamed":{}},"ms":0,"state":"0"}"#,
        ])
        #expect(found?.line == 3)
        #expect(found?.message.hasPrefix("'event'") == true)
    }

    @Test func aValueThisAppDoesNotRecordIsQuotedAsTheLineHasIt() {
        let unknownCase = error([
            header, #"{"effects":[],"event":{"renamed":{"_0":"x"}},"ms":0,"state":"0"}"#,
        ])
        #expect(unknownCase?.line == 2)
        #expect(
            unknownCase?.message.hasPrefix(#"'event' is not what this app records, {"renamed":{"_0":"x"}}: "#)
                == true)
        let wrongType = error([header, #"{"effects":[],"event":{"added":{"_0":7}},"ms":0,"state":"0"}"#])
        #expect(wrongType?.message.hasPrefix("'event.added._0' is not what this app records, 7: ") == true)
        let long = String(repeating: "n", count: 100)
        let cut = error([header, #"{"effects":[],"event":{"\#(long)":{}},"ms":0,"state":"0"}"#])
        #expect(
            cut?.message.hasPrefix(
                "'event' is not what this app records, {\"\(String(repeating: "n", count: 58))… (107 characters in all): "
            )
                == true)
    }

    @Test func aLineThatIsNotJSONIsNamed() {
        let found = error([header, "not json"])
        #expect(found?.line == 2)
        #expect(found?.message.hasPrefix("not a JSON object") == true)
    }

    @Test func aTimeBeforeTheStartIsRefused() {
        let found = error([header, #"{"effects":[],"event":{"cleared":{}},"ms":-5,"state":"0"}"#])
        #expect(found == RecordingError(line: 2, "'ms': a time before the session started"))
    }
}
