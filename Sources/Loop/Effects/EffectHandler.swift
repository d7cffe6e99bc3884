/// The only place with I/O: performs effects and answers them with events.
///
/// The loop starts effects in the order the reducer returned them, and all effects of one event before
/// any of the next. `handle` runs on the main actor until its first suspension, so its synchronous start
/// happens in that order too. Answers sent through `send` after the work was cancelled or replaced are
/// dropped by the loop.
@MainActor
public protocol EffectHandler<Effect, Event> {
    associatedtype Effect: Sendable
    associatedtype Event: Sendable

    /// Performs one effect, sending zero or more events back.
    func handle(_ effect: Effect, send: Send<Event>) async
}

/// Sends an effect's answer back to the event loop that started the effect.
public struct Send<Event: Sendable>: Sendable {
    private let deliver: @MainActor @Sendable (Event) -> Void

    public init(_ deliver: @escaping @MainActor @Sendable (Event) -> Void) {
        self.deliver = deliver
    }

    @MainActor
    public func callAsFunction(_ event: Event) {
        deliver(event)
    }
}
