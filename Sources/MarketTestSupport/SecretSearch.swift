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

    /// What the texts of `values` give away, `printed` turning the value at an index into its texts,
    /// each named by its source.
    ///
    /// A whole run's values print to megabytes, seconds of a debug build: they are printed and
    /// searched on one task per processor, each taking every n-th value (a run's later states are the
    /// larger), and no more than one value's texts are held at a time.
    public func leaks<Value: Sendable>(
        in values: [Value],
        printed: @escaping @Sendable (_ index: Int, Value) -> [(source: String, text: String)]
    ) async -> [String] {
        let tasks = max(1, min(values.count, ProcessInfo.processInfo.activeProcessorCount))
        return await withTaskGroup(of: [String].self) { group in
            for first in 0..<tasks {
                group.addTask {
                    stride(from: first, to: values.count, by: tasks).flatMap { index in
                        printed(index, values[index]).flatMap { leaks(in: $0.text, from: $0.source) }
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// Every way the standard library prints a value: as `print`, as `debugPrint` and as `dump`.
    public static func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), dumped]
    }
}
