import Loop

/// Performs every case study's effects with its own handler, on one injected clock, answering the
/// screen that asked.
@MainActor
public struct RootEffectHandler: EffectHandler {
    let counter: CounterEffectHandler
    let search: SearchEffectHandler
    let timer: TimerEffectHandler
    let todos: TodosEffectHandler

    public init(clock: any Clock<Duration>, facts: any FactClient, searchClient: any SearchClient) {
        counter = CounterEffectHandler(client: facts)
        search = SearchEffectHandler(client: searchClient, clock: clock)
        timer = TimerEffectHandler(clock: clock)
        todos = TodosEffectHandler(clock: clock)
    }

    /// The handler with the fake fact and search servers, their latency on `clock` too.
    public static func withFakeServers(clock: any Clock<Duration>) -> RootEffectHandler {
        RootEffectHandler(
            clock: clock, facts: FakeFactServer(clock: clock), searchClient: FakeSearchServer(clock: clock))
    }

    public func handle(_ effect: RootEffect, send: Send<RootEvent>) async {
        guard case .path(.element(let id, let effect)) = effect else { return }
        let answer = { (event: Screen.Event) in send(.path(.element(id, event))) }
        switch effect {
        case .counter(let effect): await counter.handle(effect, send: Send { answer(.counter($0)) })
        case .search(let effect): await search.handle(effect, send: Send { answer(.search($0)) })
        case .timer(let effect): await timer.handle(effect, send: Send { answer(.timer($0)) })
        case .todos(let effect): await todos.handle(effect, send: Send { answer(.todos($0)) })
        }
    }
}
