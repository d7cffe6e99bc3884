import Loop
import Observation

/// One view's part of the state (its view state), observable: SwiftUI redraws a view that read
/// `value` when, and only when, it changes; `binding(_:send:)` gives a text field or a toggle a
/// two-way binding that sends the screen's own edit event. Made by `Store.scope(_:)`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@Observable
public final class ViewStore<Value: Equatable, Event: Sendable> {
    /// What the view draws, as the loop's state last projected it.
    public private(set) var value: Value

    @ObservationIgnored private let sendEvent: (Event) -> Void
    @ObservationIgnored private var token: ObserverToken?

    init<Feature: Reducer>(loop: EventLoop<Feature>, project: @escaping (Feature.State) -> Value)
    where Feature.Event == Event, Feature.Effect: LoopEffect {
        value = project(loop.state)
        sendEvent = { loop.send($0) }
        token = loop.observe(project) { [weak self] value in
            // The loop calls at once with the value it starts from: no change to announce then.
            guard let self, self.value != value else { return }
            self.value = value
        }
    }

    /// Sends what a person did.
    public func send(_ event: Event) {
        sendEvent(event)
    }

    /// A two-way binding of the part of `value` at `keyPath` (a field's text, a toggle): reading it
    /// reads `value`, writing it sends `event(newValue)`, whose reduction comes back as `value`.
    public func binding<Field>(_ keyPath: KeyPath<Value, Field>, send event: @escaping (Field) -> Event)
        -> StoreBinding<Field>
    {
        StoreBinding(get: { self.value[keyPath: keyPath] }, set: { self.send(event($0)) })
    }
}
