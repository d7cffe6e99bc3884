import Foundation

/// What `APP explore` was asked for: how many sessions of how many steps, from which seed, for at most
/// how long, in how many worker processes, and the folder the reproducer of a failure is written to.
public struct ExploreOptions: Equatable, Sendable {
    public var runs = 1_000
    public var steps = 50
    public var seed: UInt64 = 1
    /// Whether the seed was picked at random (`--seed random`): the command prints it before it
    /// starts, so that a run cut short is reproduced from its log.
    public var isRandomSeed = false
    /// How long the sessions may run in all (real time); nil: until `runs` are done.
    public var time: Duration?
    /// The folder a failure's script and recording are written to.
    public var out = "explore-failures"
    /// How many worker processes share the sessions, when a program explores in child processes
    /// (`--jobs`, one a processor by default); the same seed finds the same failure with any number.
    public var jobs = ExploreOptions.defaultJobs

    /// The most workers `--jobs` takes.
    public static let maximumJobs = 64
    /// One worker a processor, at most `maximumJobs`.
    public static var defaultJobs: Int {
        min(max(1, ProcessInfo.processInfo.activeProcessorCount), maximumJobs)
    }

    public init() {}

    /// The options explore takes (each with a value).
    static let names: Set = ["--runs", "--steps", "--seed", "--time", "--out", "--jobs"]

    /// `arguments` without explore's options and their values: what another command of the program
    /// takes of them.
    static func removing(from arguments: [String]) -> [String] {
        var kept: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if names.contains(argument) {
                _ = remaining.popFirst()
            } else {
                kept.append(argument)
            }
        }
        return kept
    }
}
