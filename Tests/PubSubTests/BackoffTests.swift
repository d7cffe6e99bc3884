import PubSub
import Testing

@Suite("Backoff")
struct BackoffTests {
    @Test("the wait doubles from 100 ms after each failure in a row and stays at 5 s")
    func doubles() {
        let backoff = Backoff()
        #expect(
            (1...8).map { backoff.delay(afterFailures: $0) } == [
                .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(800),
                .milliseconds(1600),
                .milliseconds(3200), .seconds(5), .seconds(5),
            ])
        #expect(backoff.delay(afterFailures: 10_000) == .seconds(5))
    }
}
