import Foundation
import Market

/// Looks for a vendor's identifier and password in what an app produced: states, view states,
/// events, effects and frames, printed every way a log, a failing test or a debugger prints them.
///
/// A leak is reported by what leaked and where, never with the text it was found in, which would then
/// hold the secret.
public struct SecretSearch: Sendable {
    /// The texts that must never appear, each with what it is, kept as UTF-8 bytes: see
    /// `leaks(in:from:)`.
    private let needles: [(what: String, bytes: Data)]

    /// Searches for each of `secrets` as written.
    public init(secrets: [(what: String, text: String)]) {
        needles = secrets.map { ($0.what, Data($0.text.utf8)) }
    }

    /// Searches for the password and the identifier whole, and for the random part of each (what
    /// follows its first `-`) as written and lower-cased, so a secret cut short or re-cased is found
    /// too.
    public init(credentials: VendorCredentials) {
        self.init(
            secrets: [("password", credentials.password), ("identifier", credentials.identifier)].flatMap {
                what, secret in
                let random = String(secret.drop { $0 != "-" }.dropFirst())
                return [secret, random, random.lowercased()].filter { !$0.isEmpty }.map { (what, $0) }
            })
    }

    /// What `text` (from `source`) gives away; empty when nothing. Searched as bytes: on Linux
    /// `String.contains` goes through `NSString` and is about seven times slower, which a run that
    /// searches every state, view state and frame it produced feels.
    public func leaks(in text: String, from source: @autoclosure () -> String) -> [String] {
        let haystack = Data(text.utf8)
        return needles.filter { haystack.range(of: $0.bytes) != nil }.map {
            "the \($0.what) is in \(source())"
        }
    }

    /// What a search of many texts found, and how many texts it searched.
    public struct Findings: Sendable {
        public var leaks: [String] = []
        public var textsSearched = 0

        public init() {}

        static func + (lhs: Findings, rhs: Findings) -> Findings {
            var sum = lhs
            sum.leaks += rhs.leaks
            sum.textsSearched += rhs.textsSearched
            return sum
        }
    }

    /// What the texts of `values` give away, `printed` turning the value at an index into its texts,
    /// each named by its source.
    ///
    /// A whole run's values print to megabytes, seconds of a debug build: they are printed and
    /// searched on one task per processor, each taking every n-th value (a run's later states are the
    /// larger) and holding one value's texts at a time.
    public func leaks<Value: Sendable>(
        in values: [Value],
        printed: @escaping @Sendable (_ index: Int, Value) -> [(source: String, text: String)]
    ) async -> Findings {
        let tasks = max(1, min(values.count, ProcessInfo.processInfo.activeProcessorCount))
        return await withTaskGroup(of: Findings.self) { group in
            for first in 0..<tasks {
                group.addTask {
                    var findings = Findings()
                    for index in stride(from: first, to: values.count, by: tasks) {
                        let texts = printed(index, values[index])
                        findings.leaks += texts.flatMap { leaks(in: $0.text, from: $0.source) }
                        findings.textsSearched += texts.count
                    }
                    return findings
                }
            }
            return await group.reduce(Findings(), +)
        }
    }

    /// Every way the standard library prints a value: as `print`, as `debugPrint` and as `dump`.
    public static func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }
}
