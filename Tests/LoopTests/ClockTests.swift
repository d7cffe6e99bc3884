import Loop
import Testing

@Suite("ManualClock")
struct ClockTests {
    @Test("sleepers wake in deadline order, only when time passes their deadline")
    func wakesInOrder() async throws {
        let clock = ManualClock()
        let woken = WakeLog()
        let late = Task {
            try await clock.sleep(for: .seconds(2)); await woken.append("late")
        }
        let early = Task {
            try await clock.sleep(for: .seconds(1)); await woken.append("early")
        }
        while clock.sleeperCount < 2 { await Task.yield() }
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .milliseconds(1))
        try await early.value
        #expect(await woken.entries == ["early"])
        clock.advance(by: .seconds(1))
        try await late.value
        #expect(await woken.entries == ["early", "late"])
        #expect(clock.now.offset == .seconds(2))
    }

    @Test("waitForSleepers returns once that many tasks sleep, at once when they already do")
    func waitsForSleepers() async throws {
        let clock = ManualClock()
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleepers(2)
        #expect(clock.sleeperCount == 2)
        await clock.waitForSleepers(1)
        clock.advance(by: .seconds(2))
        try await first.value
        try await second.value
        #expect(clock.sleeperCount == 0)
    }

    @Test("a cancelled sleeper throws CancellationError and stops counting")
    func cancelledSleeper() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
        while clock.sleeperCount < 1 { await Task.yield() }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(clock.sleeperCount == 0)
    }
}

actor WakeLog {
    var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
}
