import Testing
import WebCore

/// The parser reads the same messages however the bytes are cut: every stream here is fed in two
/// pieces cut at every position, in three pieces cut at every pair of positions, and a byte at a time.
@Suite struct WebSocketSplitTests {
    /// A stream and what it holds.
    private struct Case {
        var name: String
        var bytes: [UInt8]
        var messages: [WebSocketMessage]
        var failureCode: UInt16?
    }

    private static let cases: [Case] = [
        Case(
            name: "the RFC's masked Hello",
            bytes: [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58],
            messages: [.text("Hello")]),
        Case(
            name: "a fragmented text cut inside a character, a ping between its fragments, then a close",
            bytes: ClientFrame.text("Hel", fin: false)
                + ClientFrame.make(0x00, [0x6C, 0x6F, 0xCE], key: [1, 2, 3, 4])
                + ClientFrame.ping([0x70]) + ClientFrame.continuation([0xBA])
                + ClientFrame.close([0x03, 0xE8, 0x6F, 0x6B]),
            messages: [.ping([0x70]), .text("Helloκ"), .close(WebSocketCloseCode(1000), reason: "ok")]),
        Case(
            name: "a 16-bit length",
            bytes: ClientFrame.make(0x82, [0, 1, 2], length: .sixteenBits),
            messages: [.binary([0, 1, 2])]),
        Case(
            name: "a 64-bit length",
            bytes: ClientFrame.make(0x82, [0, 1, 2], key: [0xFF, 0x00, 0x80, 0x7F], length: .sixtyFourBits)
                + ClientFrame.make(0x81, [], length: .sixtyFourBits),
            messages: [.binary([0, 1, 2]), .text("")]),
        Case(
            name: "a message, then text that is not UTF-8",
            bytes: ClientFrame.binary([1]) + ClientFrame.make(0x81, [0x61, 0xED, 0xA0, 0x80]),
            messages: [.binary([1])], failureCode: 1007),
        Case(
            name: "a message, then a length past the limit",
            bytes: ClientFrame.text("a") + [0x82, 0xFF, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00],
            messages: [.text("a")], failureCode: 1009),
        Case(
            name: "a ping with a 64-bit length",
            bytes: ClientFrame.make(0x89, [1], length: .sixtyFourBits),
            messages: [], failureCode: 1002),
    ]

    /// Feeds `pieces` one after another to one parser.
    private func read(_ pieces: [ArraySlice<UInt8>]) -> (messages: [WebSocketMessage], failureCode: UInt16?) {
        var parser = WebSocketParser()
        var messages: [WebSocketMessage] = []
        var failureCode: UInt16?
        for piece in pieces {
            let output = parser.feed(piece)
            #expect(failureCode == nil || output == WebSocketParser.Output(), "read after a failure")
            messages += output.messages
            failureCode = output.failure?.code.rawValue ?? failureCode
        }
        return (messages, failureCode)
    }

    @Test(arguments: 0..<cases.count) func readsTheSameCutInTwoAnywhere(_ index: Int) {
        let example = Self.cases[index]
        let bytes = example.bytes
        for cut in 0...bytes.count {
            let result = read([bytes[..<cut], bytes[cut...]])
            #expect(result.messages == example.messages, "\(example.name) cut at \(cut)")
            #expect(result.failureCode == example.failureCode, "\(example.name) cut at \(cut)")
        }
    }

    @Test(arguments: 0..<cases.count) func readsTheSameCutInThreeAnywhere(_ index: Int) {
        let example = Self.cases[index]
        let bytes = example.bytes
        for first in 0...bytes.count {
            for second in first...bytes.count {
                let result = read([bytes[..<first], bytes[first..<second], bytes[second...]])
                #expect(result.messages == example.messages, "\(example.name) cut at \(first), \(second)")
                #expect(
                    result.failureCode == example.failureCode, "\(example.name) cut at \(first), \(second)")
            }
        }
    }

    @Test(arguments: 0..<cases.count) func readsTheSameAByteAtATime(_ index: Int) {
        let example = Self.cases[index]
        let result = read(example.bytes.indices.map { example.bytes[$0...$0] })
        #expect(result.messages == example.messages, "\(example.name)")
        #expect(result.failureCode == example.failureCode, "\(example.name)")
    }
}
