import TextUI

/// A parsed scenario script: its commands with their line numbers.
///
/// The language, one command a line (`#` starts a comment, double quotes group words, `\"` escapes a
/// quote): `size WxH`, `lang CODE`, `launch`, `settle`, `key NAME`, `type "TEXT"`, `attach PATH`,
/// `advance 300ms`, `fault NAME`, `expect "TEXT"`, `expect-not "TEXT"`, `print`, `snapshot NAME`.
public struct Script: Equatable, Sendable {
    public var steps: [(line: Int, command: ScriptCommand)]

    public static func == (lhs: Script, rhs: Script) -> Bool {
        lhs.steps.map(\.line) == rhs.steps.map(\.line) && lhs.steps.map(\.command) == rhs.steps.map(\.command)
    }

    /// Every command name, for the error that suggests one.
    public static let commandNames = [
        "size", "lang", "launch", "settle", "key", "type", "attach", "advance", "fault", "expect",
        "expect-not", "print", "snapshot",
    ]

    /// Parses the whole script before anything runs, failing at the first bad line.
    /// - Parameters:
    ///   - text: the script, one command a line.
    ///   - languages: the codes `lang` accepts (the app's `TextApp.languages`).
    public init(parsing text: String, languages: [String]) throws(ScriptError) {
        let parsed = Self.parse(text, languages: languages)
        if let first = parsed.errors.first { throw first }
        self = parsed.script
    }

    /// Parses every line: the commands of the good lines, and an error for each bad one, in order.
    /// A script with any error must not run.
    public static func parse(_ text: String, languages: [String]) -> (script: Script, errors: [ScriptError]) {
        var steps: [(Int, ScriptCommand)] = []
        var errors: [ScriptError] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .enumerated()
        {
            do throws(ScriptError) {
                let words = try ScriptLexer.words(of: String(rawLine), line: index + 1)
                guard let name = words.first else { continue }
                steps.append(
                    (
                        index + 1,
                        try command(name, Array(words.dropFirst()), line: index + 1, languages: languages)
                    ))
            } catch {
                errors.append(error)
            }
        }
        if let early = steps.first(where: { $0.1.needsLaunchedApp }),
            steps.first(where: { $0.1 == .launch }).map({ $0.0 > early.0 }) ?? true
        {
            errors.append(
                ScriptError(
                    line: early.0, message: "the app is not running yet: put 'launch' before this line"))
            errors.sort { $0.line < $1.line }
        }
        return (Script(steps: steps), errors)
    }

    private init(steps: [(line: Int, command: ScriptCommand)]) {
        self.steps = steps
    }

    private static func command(_ name: String, _ arguments: [String], line: Int, languages: [String])
        throws(ScriptError)
        -> ScriptCommand
    {
        func one() throws(ScriptError) -> String {
            guard arguments.count == 1 else {
                throw ScriptError(line: line, message: "'\(name)' takes one argument, got \(arguments.count)")
            }
            return arguments[0]
        }
        func none() throws(ScriptError) {
            guard arguments.isEmpty else {
                throw ScriptError(line: line, message: "'\(name)' takes no argument")
            }
        }
        switch name {
        case "size":
            let parts = try one().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            guard parts.count == 2, parts.allSatisfy({ (1...1000).contains($0) }) else {
                throw ScriptError(line: line, message: "size must be WIDTHxHEIGHT, e.g. 40x24")
            }
            return .size(TerminalSize(width: parts[0], height: parts[1]))
        case "lang":
            let language = try one()
            guard languages.contains(language) else {
                throw ScriptError(
                    line: line,
                    message: languages.isEmpty
                        ? "this app has one language" : "lang must be \(languages.joined(separator: " or "))")
            }
            return .lang(language)
        case "launch":
            try none()
            return .launch
        case "settle":
            try none()
            return .settle
        case "print":
            try none()
            return .print
        case "key":
            let keyName = try one()
            guard let key = Key(name: keyName) else {
                throw ScriptError(
                    line: line,
                    message:
                        "unknown key '\(keyName)'; keys are single characters or \(Key.names.joined(separator: ", "))"
                )
            }
            return .key(key)
        case "type": return .type(try one())
        case "attach": return .attach(path: try one())
        case "advance": return .advance(try duration(one(), line: line))
        case "fault": return .fault(try one())
        case "expect": return .expect(try one())
        case "expect-not": return .expectNot(try one())
        case "snapshot":
            let snapshot = try one()
            guard snapshot.allSatisfy({ $0.isLetter || $0.isNumber || "-_".contains($0) }) else {
                throw ScriptError(line: line, message: "snapshot names use letters, digits, - and _")
            }
            return .snapshot(name: snapshot)
        default:
            let suggestion = commandNames.min { distance($0, name) < distance($1, name) } ?? ""
            throw ScriptError(
                line: line, message: "unknown command '\(name)' (did you mean '\(suggestion)'?)")
        }
    }

    /// `300ms`, `2s`.
    private static func duration(_ text: String, line: Int) throws(ScriptError) -> Duration {
        if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if text.hasSuffix("s"), let value = Int(text.dropLast()), value >= 0 { return .seconds(value) }
        throw ScriptError(line: line, message: "advance takes a duration like 300ms or 2s, got '\(text)'")
    }

    /// Edit distance, for suggesting the command a typo meant.
    private static func distance(_ a: String, _ b: String) -> Int {
        let target = Array(b)
        var previous = Array(0...target.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in target.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[target.count]
    }
}
