import Loop

/// A timer that ticks each second while it runs; closing its screen stops it (the stack cancels its
/// work).
public struct TimerFeature: Reducer {
    /// The time between ticks.
    public static let tickInterval: Duration = .seconds(1)

    public init() {}

    public func reduce(_ state: inout TimerState, _ event: TimerEvent) -> [TimerEffect] {
        switch event {
        case .toggleTapped:
            state.isRunning.toggle()
            return state.isRunning ? [.tick(every: Self.tickInterval)] : [.stopTicking]
        case .ticked:
            state.seconds += 1
            return []
        case .resetTapped:
            state.seconds = 0
            return []
        }
    }
}

/// The seconds counted and whether the timer runs.
public struct TimerState: Equatable, Sendable, Encodable {
    public var seconds: Int
    public var isRunning: Bool

    public init(seconds: Int = 0, isRunning: Bool = false) {
        self.seconds = seconds
        self.isRunning = isRunning
    }
}

/// What happens on the timer screen.
public enum TimerEvent: Codable, Equatable, Sendable {
    /// Starts a stopped timer, stops a running one.
    case toggleTapped
    case ticked
    case resetTapped
}

/// The timer's work: ticking, until stopped.
public enum TimerEffect: LoopEffect, Codable {
    /// Answers `ticked` after every interval, until cancelled.
    case tick(every: Duration)
    case stopTicking

    public enum ID: Hashable, Sendable { case ticking }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .tick: .replacing(.ticking)
        case .stopTicking: .cancel(.ticking)
        }
    }
}
