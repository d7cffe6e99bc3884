import Screens

extension SearchEffect: LiveScreenEffect {
    func perform(with handler: AppEffectHandler, answer: @escaping (AppDestination.Event) -> Void) async {
        await handler.handle(self) { answer(.search($0)) }
    }
}

/// The search's work: the typing's pause, and its results' pages and thumbnails.
extension AppEffectHandler {
    func handle(_ effect: SearchEffect, send: @escaping (SearchEvent) -> Void) async {
        switch effect {
        case .debounce(let text):
            // Replaced by the next key, the sleep throws and nothing is sent.
            guard (try? await clock.sleep(for: SearchEffect.debounceDelay)) != nil else { return }
            send(.queryDebounced(text))
        case .cancelDebounce, .delegate:
            break
        case .results(let effect):
            await handle(effect) { send(.results($0)) }
        }
    }
}
