import Testing
import WebCore

@Suite struct EventStreamTests {
    @Test func encodesEachLineOfDataAndDropsNewlinesFromNames() {
        let event = ServerSentEvent(event: "pa\ntch", data: "[1,\n2]", id: "7")
        #expect(event.encoded == "event: patch\nid: 7\ndata: [1,\ndata: 2]\n\n")
    }

    @Test func deliversWhatWasSentThenReportsTheClose() {
        let stream = EventStream()
        #expect(stream.send(ServerSentEvent(data: "a")))
        #expect(stream.send(ServerSentEvent(data: "b")))
        stream.close()
        #expect(!stream.send(ServerSentEvent(data: "c")))
        #expect(
            stream.next(timeout: 0.01) == .events([ServerSentEvent(data: "a"), ServerSentEvent(data: "b")]))
        #expect(stream.next(timeout: 0.01) == .closed)
    }

    @Test func isIdleWhenNothingWasSent() {
        #expect(EventStream().next(timeout: 0.01) == .idle)
    }

    @Test func closesWhenTooManyEventsWaitAndRunsTheCloseActionsOnce() {
        let stream = EventStream(maxPending: 2)
        let closes = Counter()
        stream.onClose { closes.increment() }
        #expect(stream.send(ServerSentEvent(data: "1")))
        #expect(stream.send(ServerSentEvent(data: "2")))
        #expect(!stream.send(ServerSentEvent(data: "3")))
        stream.close()
        #expect(stream.isClosed)
        #expect(closes.value == 1)
    }
}
