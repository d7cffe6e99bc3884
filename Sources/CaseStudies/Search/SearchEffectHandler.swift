import Loop

/// Performs the search's waits on the injected clock and its queries through a `SearchClient`. Work
/// that was replaced or cancelled answers nothing.
@MainActor
public struct SearchEffectHandler: EffectHandler {
    public let client: any SearchClient
    public let clock: any Clock<Duration>

    public init(client: any SearchClient, clock: any Clock<Duration>) {
        self.client = client
        self.clock = clock
    }

    public func handle(_ effect: SearchEffect, send: Send<SearchEvent>) async {
        switch effect {
        case .debounce(let interval):
            guard (try? await clock.sleep(for: interval)) != nil else { return }
            send(.debounceElapsed)
        case .search(let query):
            do {
                send(.resultsLoaded(query: query, try await client.search(query)))
            } catch is CancellationError {
                return
            } catch {
                send(.searchFailed("The search failed: \(error)"))
            }
        case .cancelSearch:
            break
        }
    }
}
