import Foundation
import Loop

/// A tiny feature for exercising the runtime: a counter that can fetch, search (debounced) and cancel.
struct Probe: Reducer {
    struct State: Equatable {
        var count = 0
        var results: [String] = []
        var log: [String] = []
    }

    enum Event: Equatable, Sendable {
        case increment
        case fetch(String)
        case fetchTwo(String, String)
        case search(String)
        case cancelSearch
        case startTicking
        case stopTicking
        case answered(String)
        case noop
    }

    enum Effect: LoopEffect {
        case fetch(String)
        case search(String)
        case cancelSearch
        /// Answers "tick" every second until stopped.
        case tick
        case stopTicking

        var scheduling: EffectScheduling<String> {
            switch self {
            case .fetch: .run
            case .search: .replacing("search")
            case .cancelSearch: .cancel("search")
            case .tick: .replacing("tick")
            case .stopTicking: .cancel("tick")
            }
        }
    }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        state.log.append("\(event)")
        switch event {
        case .increment:
            state.count += 1
            return []
        case .fetch(let name): return [.fetch(name)]
        case .fetchTwo(let first, let second): return [.fetch(first), .fetch(second)]
        case .search(let query): return [.search(query)]
        case .cancelSearch: return [.cancelSearch]
        case .startTicking: return [.tick]
        case .stopTicking: return [.stopTicking]
        case .answered(let answer):
            state.results.append(answer)
            return []
        case .noop: return []
        }
    }
}

/// Records the order effects start in, and answers them after a delay on the manual clock.
@MainActor
final class ProbeHandler: EffectHandler {
    let clock: ManualClock
    var started: [String] = []
    let searchDelay: Duration

    init(clock: ManualClock, searchDelay: Duration = .milliseconds(300)) {
        self.clock = clock
        self.searchDelay = searchDelay
    }

    func handle(_ effect: Probe.Effect, send: Send<Probe.Event>) async {
        switch effect {
        case .fetch(let name):
            started.append(name)
            await Task.yield()
            send(.answered(name))
        case .search(let query):
            started.append("search \(query)")
            do {
                try await clock.sleep(for: searchDelay)
            } catch {
                return
            }
            send(.answered("results for \(query)"))
        case .cancelSearch:
            started.append("cancel")
        case .tick:
            while (try? await clock.sleep(for: .seconds(1))) != nil { send(.answered("tick")) }
        case .stopTicking:
            break
        }
    }
}
