import Recording
import TextUI

/// The command line every text app shares: `APP [options]` runs the app (interactive on a terminal,
/// else one plain render), `APP drive SCRIPT [options]` runs a scenario script (`-` reads standard
/// input), either recording its session with `--record FILE`; `APP replay FILE [--check] [--at N]`
/// replays a recording (`RecordableApp`, `ReplayCommand`); `APP explore [--runs N] [--steps N] [--seed N|random]
/// [--time SECONDS] [--out DIR] [--jobs N]` explores random sessions (`Explorer`). Options: `--width N --height N` and, for an app with languages,
/// `--lang CODE`. An app adds its own options through `parsing`.
public struct DriverInvocation: Equatable, Sendable {
    /// What to run.
    public enum Mode: Equatable, Sendable {
        /// The interactive app on a terminal, or one plain render when the output is not one.
        case app
        /// `drive SCRIPT` (`-` for standard input).
        case drive(script: String)
        /// `replay FILE`: the recording's steps in a viewer on a terminal, else its last frame.
        case replay(recording: String)
        /// `explore`: random sessions, the first failure shrunk and written to a folder.
        case explore(ExploreOptions)
    }

    public var mode: Mode = .app
    /// The screen size asked for; nil: the terminal's, or 80x24 when the output is not one.
    public var size: TerminalSize?
    /// The language asked for; nil: the app's default.
    public var language: String?
    /// The file to record the session into (`--record FILE`; not for a replay).
    public var record: String?
    /// Whether to check a replay against its recording rather than show it (`replay FILE --check`).
    public var check = false
    /// The step whose frame a replay prints (`replay FILE --at N`; 0 is before the first); nil: the last.
    public var step: Int?

    /// Parses the arguments after the program name.
    /// - Parameters:
    ///   - arguments: the arguments after the program's name.
    ///   - languages: the codes `--lang` accepts (the app's `TextApp.languages`).
    ///   - appOption: the app's own options: given an option and a way to take its value, it returns
    ///     false for an option it does not know (a usage error) or throws for a bad value.
    public init(
        arguments: [String], languages: [String],
        parsing appOption: (_ option: String, _ value: () throws(UsageError) -> String) throws(UsageError)
            -> Bool = { _, _ in false }
    ) throws(UsageError) {
        var remaining = arguments[...]
        if remaining.first == "drive" {
            remaining.removeFirst()
            guard let script = remaining.popFirst(), script == "-" || !script.hasPrefix("--") else {
                throw UsageError("drive needs a SCRIPT path (or - for standard input)")
            }
            mode = .drive(script: script)
        } else if remaining.first == "replay" {
            remaining.removeFirst()
            guard let file = remaining.popFirst(), !file.hasPrefix("--") else {
                throw UsageError("replay needs a recording FILE")
            }
            mode = .replay(recording: file)
        } else if remaining.first == "explore" {
            remaining.removeFirst()
            mode = .explore(ExploreOptions())
        }
        let replays = if case .replay = mode { true } else { false }
        var explore = if case .explore(let options) = mode { options } else { ExploreOptions?.none }
        var width: Int?
        var height: Int?
        while let option = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
                return value
            }
            switch option {
            case "--width": width = try Self.number(value(), for: option, in: 1...1000)
            case "--height": height = try Self.number(value(), for: option, in: 1...1000)
            case "--lang" where !languages.isEmpty:
                let code = try value()
                guard languages.contains(code) else {
                    throw UsageError("--lang must be \(languages.joined(separator: " or ")), got '\(code)'")
                }
                language = code
            case "--record" where !replays: record = try value()
            case "--check" where replays: check = true
            case "--at" where replays:
                step = try Self.number(value(), for: option, in: 0...RecordingLimits.standard.maxSteps)
            case "--runs" where explore != nil:
                explore?.runs = try Self.number(value(), for: option, in: 1...1_000_000)
            case "--steps" where explore != nil:
                explore?.steps = try Self.number(value(), for: option, in: 1...10_000)
            case "--seed" where explore != nil:
                let text = try value()
                if text == "random" {
                    explore?.seed = UInt64.random(in: 0...UInt64(Int.max))
                    explore?.isRandomSeed = true
                } else {
                    explore?.seed = UInt64(try Self.number(text, for: option, in: 0...Int.max))
                }
            case "--time" where explore != nil:
                explore?.time = .seconds(try Self.number(value(), for: option, in: 1...86_400))
            case "--out" where explore != nil: explore?.out = try value()
            case "--jobs" where explore != nil:
                explore?.jobs = try Self.number(value(), for: option, in: 1...ExploreOptions.maximumJobs)
            case "-h", "--help":
                throw UsageError(nil)
            default:
                guard try appOption(option, value) else { throw UsageError("unknown option '\(option)'") }
            }
        }
        if let explore { mode = .explore(explore) }
        if width != nil || height != nil {
            size = TerminalSize(
                width: width ?? TerminalSize.standard.width, height: height ?? TerminalSize.standard.height)
        }
    }

    /// A whole number in `range`, or the usage error that names the option.
    public static func number(_ text: String, for option: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
            )
        }
        return value
    }
}
