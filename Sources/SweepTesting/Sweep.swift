import Foundation
import Loop
import Testing

/// How much of a long sweep (thousands of mutated files, random event runs of 10,000 events) a test
/// runs: the one place that names the environment variables and says what they mean.
///
/// - `OPENMARKET_FULL_SWEEPS=1` (set by `.ci/run`): every case, the full counts.
/// - Otherwise a sample: `sample` of the cases, the first of them in an order shuffled by the seed,
///   run in their original order. The sample is a subset of the same cases, held to the same
///   expectations, so it fails where the full sweep would on any case it holds.
/// - `OPENMARKET_SWEEP_SEED=<n>` picks another sample; the default seed keeps the default run
///   deterministic. Every issue a test with the `.sweep` trait records names the seed and mode, so a
///   failure of a sample can be repeated as it was.
public enum Sweep {
    /// Set to `1` to run every case of every sweep.
    public static let fullVariable = "OPENMARKET_FULL_SWEEPS"
    /// Set to a number to sample with another seed.
    public static let seedVariable = "OPENMARKET_SWEEP_SEED"
    /// The seed of the default run's samples.
    public static let defaultSeed: UInt64 = 2_026

    /// Whether this run sweeps every case.
    public static let isFull = ProcessInfo.processInfo.environment[fullVariable] == "1"

    /// The seed samples are drawn with.
    public static let seed: UInt64 =
        ProcessInfo.processInfo.environment[seedVariable].flatMap { UInt64($0) } ?? defaultSeed

    /// What a failure needs to be repeated: the mode, and the seed of a sample.
    public static var description: String {
        isFull
            ? "full sweep (\(fullVariable)=1)"
            : "sampled sweep, seed \(seed): repeat with \(seedVariable)=\(seed); \(fullVariable)=1 runs every case"
    }

    /// All of `cases` in a full sweep; otherwise `sample` of them (all if there are no more): the first
    /// of an order shuffled by the seed and `salt` (so that each file or argument of a test gets its own
    /// sample), run in their original order.
    public static func cases<Element>(_ cases: [Element], sample: Int, salt: String = "") -> [Element] {
        guard !isFull, sample < cases.count else { return cases }
        var random = SeededGenerator(seed: seed ^ fnv1a(salt))
        var order = Array(cases.indices)
        // Fisher–Yates by hand: the standard library's shuffle may change between releases.
        for index in order.indices.reversed() where index > 0 {
            order.swapAt(index, Int(random.next() % UInt64(index + 1)))
        }
        return order.prefix(sample).sorted().map { cases[$0] }
    }

    /// The length of a run: `full` in a full sweep, else `sample` (the first steps of the same run).
    public static func length(full: Int, sample: Int) -> Int {
        isFull ? full : min(sample, full)
    }
}

/// FNV-1a of the text's UTF-8: a hash that is the same in every process (`hashValue` is not).
private func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}

extension Trait where Self == IssueHandlingTrait {
    /// Adds `Sweep.description` to every issue the test records, so a sampled failure names its seed
    /// (once, though the trait handles the issue in the suite's scope and again in the test's).
    public static var sweep: Self {
        .compactMapIssues { issue in
            let comment = Comment(rawValue: Sweep.description)
            guard !issue.comments.contains(comment) else { return issue }
            var issue = issue
            issue.comments.append(comment)
            return issue
        }
    }
}
