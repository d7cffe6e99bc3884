/// What a key does: send events to the app, or quit it.
public enum KeyAction<Event> {
    case send([Event])
    case quit

    /// Sends one event.
    public static func send(_ event: Event) -> Self { .send([event]) }
}

extension KeyAction: Equatable where Event: Equatable {}
extension KeyAction: Sendable where Event: Sendable {}
