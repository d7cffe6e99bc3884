import Testing
import TextDriver
import TextUI

@Suite("The driver's command line")
struct DriverInvocationTests {
    @Test("drive, size and language parse; an app's own option goes to the app")
    func parses() throws {
        var seen: [String: String] = [:]
        let invocation = try DriverInvocation(
            arguments: ["drive", "a.scenario", "--width", "40", "--lang", "en", "--seed", "7"],
            languages: ["ko", "en"]
        ) { option, value throws(UsageError) in
            seen[option] = try value()
            return true
        }
        #expect(invocation.mode == .drive(script: "a.scenario"))
        #expect(invocation.size == TerminalSize(width: 40, height: 24))
        #expect(invocation.language == "en")
        #expect(seen == ["--seed": "7"])
    }

    @Test(
        "a bad command line names the option and what is wrong",
        arguments: [
            (["--width", "0"], "--width must be a whole number from 1 to 1000, got '0'"),
            (["--lang", "fr"], "--lang must be ko or en, got 'fr'"),
            (["--height"], "--height needs a value"),
            (["--seed", "1"], "unknown option '--seed'"),
            (["drive"], "drive needs a SCRIPT path (or - for standard input)"),
            (["replay"], "replay needs a recording FILE"),
            (["replay", "a.jsonl", "--record", "b.jsonl"], "unknown option '--record'"),
            (["--check"], "unknown option '--check'"),
            (["drive", "a.scenario", "--at", "3"], "unknown option '--at'"),
            (["replay", "a.jsonl", "--at", "-1"], "--at must be a whole number from 0 to 100000, got '-1'"),
        ])
    func refuses(arguments: [String], message: String) {
        #expect {
            try DriverInvocation(arguments: arguments, languages: ["ko", "en"])
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test("the app and a script record with --record; replay takes --check and --at")
    func recordsAndReplays() throws {
        #expect(try DriverInvocation(arguments: ["--record", "s.jsonl"], languages: []).record == "s.jsonl")
        let driven = try DriverInvocation(
            arguments: ["drive", "a.scenario", "--record", "s.jsonl"], languages: [])
        #expect(driven.mode == .drive(script: "a.scenario"))
        #expect(driven.record == "s.jsonl")
        let replay = try DriverInvocation(
            arguments: ["replay", "s.jsonl", "--check", "--at", "3"], languages: [])
        #expect(replay.mode == .replay(recording: "s.jsonl"))
        #expect(replay.check)
        #expect(replay.step == 3)
        #expect(replay.record == nil)
    }

    @Test("an app with one language takes no --lang")
    func oneLanguage() {
        #expect {
            try DriverInvocation(arguments: ["--lang", "ko"], languages: [])
        } throws: { error in
            (error as? UsageError)?.message == "unknown option '--lang'"
        }
    }
}
