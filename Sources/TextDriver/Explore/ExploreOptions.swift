/// What `APP explore` was asked for: how many sessions of how many steps, from which seed, for at most
/// how long, and the folder the reproducer of a failure is written to.
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

    public init() {}

    /// The options explore takes (each with a value).
    static let names: Set = ["--runs", "--steps", "--seed", "--time", "--out"]

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
