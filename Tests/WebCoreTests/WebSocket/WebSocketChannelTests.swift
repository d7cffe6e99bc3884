import Foundation
import Testing
import WebCore

/// The application's end of a WebSocket: what is sent before the server takes it over waits and goes
/// first, in order; the end is reported once; nothing is sent after it.
@Suite struct WebSocketChannelTests {
    /// What a channel's callbacks and writer saw.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []

        func add(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    @Test func whatWasSentBeforeTheServerTookItOverGoesFirstInOrder() {
        let record = Record()
        let channel = WebSocketChannel(onText: { record.add("in \($0)") }, onClose: { record.add("closed") })
        #expect(channel.send("one"))
        #expect(channel.send("two"))
        channel.open { record.add("out \($0)") }
        #expect(channel.send("three"))
        channel.deliver("hello")
        #expect(
            record.all == [
                #"out text("one")"#, #"out text("two")"#, #"out text("three")"#, "in hello",
            ])
    }

    @Test func theEndIsReportedOnceAndNothingIsSentAfterIt() {
        let record = Record()
        let channel = WebSocketChannel(onText: { _ in }, onClose: { record.add("closed") })
        channel.open { record.add("out \($0)") }
        channel.close(.goingAway, reason: "bye")
        channel.end()
        channel.end()
        #expect(!channel.send("late"))
        #expect(channel.isClosed)
        #expect(record.all == [#"out close(1001, reason: "bye")"#, "closed"])
    }
}
