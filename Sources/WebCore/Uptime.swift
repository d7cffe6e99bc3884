/// The time since a start, read from any clock as a plain `Duration`: what the server's connections
/// and the web sessions keep their deadlines and last activity in. Given a test's `ManualClock`, they
/// see time pass only when the test moves it; given `ContinuousClock()`, as it passes.
public struct Uptime: Sendable {
    /// The clock read, for waits measured on the same time.
    public let clock: any Clock<Duration>
    private let read: @Sendable () -> Duration

    /// Time from now on `clock`.
    public init(_ clock: any Clock<Duration> = ContinuousClock()) {
        self.clock = clock
        read = Self.reader(of: clock)
    }

    /// The time since the start.
    public var now: Duration { read() }

    private static func reader<C: Clock<Duration>>(of clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
