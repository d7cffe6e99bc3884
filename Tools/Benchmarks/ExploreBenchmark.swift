import Foundation
import TextDriver
import TextFrontEnd

/// How fast `openmarket explore` explores: Open Market on a new embedded market a session, 50
/// sessions of 50 random steps (keys, typed text, faults, time) with every invariant checked after
/// each step, from seed 1, timed whole, three times.
@MainActor
enum ExploreBenchmark {
    struct Results {
        var sessions: Int
        var steps: Int
        var seconds: [Double]
    }

    static func run() async -> Results {
        let credentials = DemoCredentials.from([:])
        var explorer = Explorer { OpenMarketTextApp(.inMemory(seed: 2022, credentials: credentials)) }
        explorer.invariants = OpenMarketTextApp(.inMemory(seed: 2022, credentials: credentials)).invariants
        explorer.runs = 50
        explorer.steps = 50
        var seconds: [Double] = []
        var last: Explorer<OpenMarketTextApp>.Report?
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let report = await explorer.report()
            last = report
            let elapsed = start.duration(to: .now)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            precondition(
                report.failure == nil, "the benchmark's sessions broke an invariant: \(report.failure!)")
        }
        return Results(sessions: last?.sessions ?? 0, steps: last?.steps ?? 0, seconds: seconds)
    }

    static func report(_ results: Results, json: Bool) -> String {
        let median = results.seconds.sorted()[results.seconds.count / 2]
        let figures: [(String, Double)] = [
            ("explore_steps_per_s", Double(results.steps) / median),
            ("explore_sessions_per_s", Double(results.sessions) / median),
        ]
        if json {
            let body = figures.map { "\"\($0.0)\":\(String(format: "%.1f", $0.1))" }.joined(separator: ",")
            return "{\(body),\"sessions\":\(results.sessions),\"steps\":\(results.steps)}"
        }
        return figures.map { "\($0.0) \(String(format: "%.1f", $0.1))" }.joined(separator: "\n")
            + "\nsessions \(results.sessions), steps \(results.steps)"
    }
}
