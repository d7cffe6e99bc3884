// Stall detection: work that nothing will ever finish, named instead of waited for.

extension EventLoop {
    /// The effects asleep on the loop's manual clock now, in the order they started: work that waits
    /// for the test (or script) to move time.
    public var effectsAsleep: [String] {
        guard let clock else { return [] }
        let own = ObjectIdentifier(clock)
        return running.sorted { $0.key < $1.key }.filter { $0.value.effect.sleeps(on: own) }
            .map(\.value.effect.description)
    }

    /// The stall when every running effect sleeps on a manual clock and one of them is not the loop's.
    func sleepsOnAnotherClock() -> LoopStall? {
        guard queue.isEmpty, !isReducing, !running.isEmpty else { return nil }
        let own = clock.map(ObjectIdentifier.init)
        let clocks = running.values.map { $0.effect.sleepingOn }
        guard clocks.allSatisfy({ $0 != nil }), clocks.contains(where: { $0 != own }) else { return nil }
        let stuck = running.sorted { $0.key < $1.key }.filter { $0.value.effect.sleepingOn != own }
        return LoopStall(reason: .sleepsOnAnotherClock, effects: stuck.map(\.value.effect.description))
    }

    /// The running effects' descriptions, in the order they started.
    var runningEffects: [String] {
        running.sorted { $0.key < $1.key }.map(\.value.effect.description)
    }
}
