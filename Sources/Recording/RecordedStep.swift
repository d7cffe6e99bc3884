/// One line of a recording after its header: an event the loop reduced, when, the effects the reducer
/// returned, and the digest of the state it left.
public struct RecordedStep<Event, Effect> {
    /// The loop's time when the event was reduced, from the session's start.
    public var at: Duration
    public var event: Event
    public var effects: [Effect]
    /// `StateDigest.of` the state after the event.
    public var state: String
    /// The screen's new size, on the first step after it changed.
    public var screen: RecordedScreen?

    public init(at: Duration, event: Event, effects: [Effect], state: String, screen: RecordedScreen? = nil) {
        self.at = at
        self.event = event
        self.effects = effects
        self.state = state
        self.screen = screen
    }

    /// `at` in whole milliseconds, as the line spells it.
    public var milliseconds: Int64 {
        let (seconds, attoseconds) = at.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

extension RecordedStep: Equatable where Event: Equatable, Effect: Equatable {}

/// A step's keys: `ms` is `at` in whole milliseconds.
private enum StepKeys: String, CodingKey {
    case at = "ms", event, effects, state, screen
}

extension RecordedStep: Decodable where Event: Decodable, Effect: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: StepKeys.self)
        let milliseconds = try container.decode(Int64.self, forKey: .at)
        guard milliseconds >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .at, in: container, debugDescription: "a time before the session started")
        }
        self.init(
            at: .milliseconds(milliseconds), event: try container.decode(Event.self, forKey: .event),
            effects: try container.decode([Effect].self, forKey: .effects),
            state: try container.decode(String.self, forKey: .state),
            screen: try container.decodeIfPresent(RecordedScreen.self, forKey: .screen))
    }
}

extension RecordedStep: Encodable where Event: Encodable, Effect: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StepKeys.self)
        try container.encode(milliseconds, forKey: .at)
        try container.encode(event, forKey: .event)
        try container.encode(effects, forKey: .effects)
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(screen, forKey: .screen)
    }
}
