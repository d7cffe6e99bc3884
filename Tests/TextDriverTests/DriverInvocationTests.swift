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
        ])
    func refuses(arguments: [String], message: String) {
        #expect {
            try DriverInvocation(arguments: arguments, languages: ["ko", "en"])
        } throws: { error in
            (error as? UsageError)?.message == message
        }
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
