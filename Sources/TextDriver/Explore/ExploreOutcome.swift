import Foundation

/// What an explore worker did, written to its result file as JSON when it ends by itself: how many
/// sessions and steps it ran, and its first failure, shrunk. The process that started the workers
/// reads every worker's and reports the failure of the lowest run.
struct ExploreOutcome: Codable, Equatable {
    var sessions: Int
    var steps: Int
    var failure: Failure?

    /// A failure as the file holds it: its script as lines, read back as commands by the app's
    /// languages.
    struct Failure: Codable, Equatable {
        var invariant: String
        var message: String
        var seed: UInt64
        var foundSteps: Int
        var lines: [String]
    }

    /// The most a result file is read of: a failure's script of at most 10,000 steps and its message.
    static let maximumBytes = 4 << 20

    init<App>(_ report: Explorer<App>.Report) {
        sessions = report.sessions
        steps = report.steps
        failure = report.failure.map {
            Failure(
                invariant: $0.invariant, message: $0.message, seed: $0.seed, foundSteps: $0.foundSteps,
                lines: $0.commands.map(\.line))
        }
    }

    /// Writes it to `url`.
    /// - Throws: when the file cannot be written.
    func write(to url: URL) throws {
        try JSONEncoder().encode(self).write(to: url)
    }

    /// The outcome the file at `url` holds; nil when it is missing, too long or unreadable.
    static func read(_ url: URL) -> ExploreOutcome? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes else {
            return nil
        }
        return try? JSONDecoder().decode(ExploreOutcome.self, from: data)
    }

    /// The failure with its script read as commands of an app in `languages`; nil when there is none
    /// or a line is no command.
    func failure(languages: [String]) -> ExploreFailure? {
        guard let failure else { return nil }
        let (script, errors) = Script.parse(failure.lines.joined(separator: "\n"), languages: languages)
        guard errors.isEmpty else { return nil }
        return ExploreFailure(
            invariant: failure.invariant, message: failure.message, seed: failure.seed,
            foundSteps: failure.foundSteps, commands: script.steps.map(\.command))
    }
}
