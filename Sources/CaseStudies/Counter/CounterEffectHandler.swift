import Loop

/// Performs the counter's fact requests through a `FactClient`. A cancelled request answers nothing.
@MainActor
public struct CounterEffectHandler: EffectHandler {
    public let client: any FactClient

    public init(client: any FactClient) {
        self.client = client
    }

    public func handle(_ effect: CounterEffect, send: Send<CounterEvent>) async {
        switch effect {
        case .fetchFact(let number):
            do {
                send(.factLoaded(number, try await client.fact(about: number)))
            } catch is CancellationError {
                return
            } catch {
                send(.factFailed(number, (error as? FactError)?.message ?? "The fact server failed."))
            }
        }
    }
}
