import Loop

/// Ticks on the injected clock until the work is cancelled.
@MainActor
public struct TimerEffectHandler: EffectHandler {
    public let clock: any Clock<Duration>

    public init(clock: any Clock<Duration>) {
        self.clock = clock
    }

    public func handle(_ effect: TimerEffect, send: Send<TimerEvent>) async {
        switch effect {
        case .tick(let interval):
            while (try? await clock.sleep(for: interval)) != nil { send(.ticked) }
        case .stopTicking:
            break
        }
    }
}
