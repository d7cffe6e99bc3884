/// A session that broke an invariant, shrunk: which invariant, what was wrong, and the script that
/// breaks it, to read, replay (`APP drive FILE`) and commit as a test.
public struct ExploreFailure: Sendable, CustomStringConvertible {
    /// The invariant broken, as it names itself.
    public let invariant: String
    /// What was wrong after the last step.
    public let message: String
    /// The seed of the session that found it.
    public let seed: UInt64
    /// How many steps the session had taken when it broke the invariant, before shrinking.
    public let foundSteps: Int
    /// The shrunk session, from its size and launch to the step that breaks the invariant.
    public let commands: [ScriptCommand]

    /// The session as a scenario script, a comment saying what it breaks first.
    public var script: String {
        let header = [
            "# Found by explore (seed \(seed)): \(foundSteps) steps, shrunk to \(steps).",
            "# It breaks \"\(invariant)\": \(message.split(separator: "\n").first ?? "")",
        ]
        return (header + commands.map(\.line)).joined(separator: "\n") + "\n"
    }

    /// The steps after the launch.
    public var steps: Int { commands.count - (commands.firstIndex(of: .launch).map { $0 + 1 } ?? 0) }

    public var description: String {
        "\"\(invariant)\" broken after \(steps) steps (seed \(seed)): \(message)\n\(script)"
    }
}
