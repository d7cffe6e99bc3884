import Testing
import WebCore

@Suite struct WebSocketFrameEncoderTests {
    @Test func writesTheRFCExamples() {
        #expect(WebSocketFrameEncoder.text("Hello") == [0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        #expect(
            WebSocketFrameEncoder.frame(.text, payload: Array("Hel".utf8), fin: false) == [
                0x01, 0x03, 0x48, 0x65, 0x6C,
            ])
        #expect(
            WebSocketFrameEncoder.frame(.continuation, payload: Array("lo".utf8)) == [0x80, 0x02, 0x6C, 0x6F])
        #expect(
            WebSocketFrameEncoder.ping(Array("Hello".utf8)) == [0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        #expect(
            WebSocketFrameEncoder.pong(Array("Hello".utf8)) == [0x8A, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F])
        let small = [UInt8](repeating: 0x11, count: 256)
        #expect(WebSocketFrameEncoder.binary(small) == [0x82, 0x7E, 0x01, 0x00] + small)
        let large = [UInt8](repeating: 0x22, count: 65536)
        #expect(
            WebSocketFrameEncoder.binary(large) == [
                0x82, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00,
            ] + large)
    }

    @Test func writesEachLengthInTheFewestBytes() {
        #expect(WebSocketFrameEncoder.binary([]) == [0x82, 0x00])
        #expect(WebSocketFrameEncoder.binary([UInt8](repeating: 0, count: 125)).prefix(2) == [0x82, 0x7D])
        #expect(
            WebSocketFrameEncoder.binary([UInt8](repeating: 0, count: 126)).prefix(4) == [
                0x82, 0x7E, 0x00, 0x7E,
            ])
        #expect(
            WebSocketFrameEncoder.binary([UInt8](repeating: 0, count: 65535)).prefix(4) == [
                0x82, 0x7E, 0xFF, 0xFF,
            ])
        let frame = WebSocketFrameEncoder.binary([UInt8](repeating: 0, count: 65537))
        #expect(frame.prefix(10) == [0x82, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
        #expect(frame.count == 65547)
    }

    @Test func writesCloseFrames() {
        #expect(WebSocketFrameEncoder.close(nil) == [0x88, 0x00])
        #expect(WebSocketFrameEncoder.close(.normalClosure) == [0x88, 0x02, 0x03, 0xE8])
        #expect(
            WebSocketFrameEncoder.close(.goingAway, reason: "byé") == [
                0x88, 0x06, 0x03, 0xE9, 0x62, 0x79, 0xC3, 0xA9,
            ])
        #expect(WebSocketFrameEncoder.close(WebSocketCloseCode(4000)) == [0x88, 0x02, 0x0F, 0xA0])
    }

    @Test func cutsALongCloseReasonAtACharacterBoundary() {
        // 70 "é" are 140 bytes; 61 of them (122 bytes) fit in the 123 a close leaves for the reason.
        let frame = WebSocketFrameEncoder.close(.policyViolation, reason: String(repeating: "é", count: 70))
        #expect(frame.prefix(4) == [0x88, 0x7C, 0x03, 0xF0])
        #expect(frame.count == 126)
        #expect(frame.dropFirst(4) == ArraySlice(Array(String(repeating: "é", count: 61).utf8)))
        let ascii = WebSocketFrameEncoder.close(.policyViolation, reason: String(repeating: "a", count: 200))
        #expect(ascii.prefix(2) == [0x88, 0x7D])
        #expect(ascii.count == 127)
    }

    @Test func encodesEachMessage() {
        #expect(WebSocketFrameEncoder.encode(.text("é")) == [0x81, 0x02, 0xC3, 0xA9])
        #expect(WebSocketFrameEncoder.encode(.binary([7])) == [0x82, 0x01, 0x07])
        #expect(WebSocketFrameEncoder.encode(.ping([1])) == [0x89, 0x01, 0x01])
        #expect(WebSocketFrameEncoder.encode(.pong([])) == [0x8A, 0x00])
        #expect(WebSocketFrameEncoder.encode(.close(.normalClosure, reason: "")) == [0x88, 0x02, 0x03, 0xE8])
    }

    /// What the server writes, a client's parser reads back.
    @Test func aClientReadsWhatTheServerWrote() {
        var client = WebSocketParser(expectsMaskedFrames: false)
        let bytes =
            WebSocketFrameEncoder.text("κόσμε")
            + WebSocketFrameEncoder.binary([UInt8](repeating: 3, count: 300))
            + WebSocketFrameEncoder.close(.goingAway, reason: "bye")
        #expect(
            client.feed(bytes)
                == WebSocketParser.Output(messages: [
                    .text("κόσμε"), .binary([UInt8](repeating: 3, count: 300)),
                    .close(.goingAway, reason: "bye"),
                ]))
    }
}

@Suite("Client frames")
struct MaskedFrameTests {
    @Test("a masked text frame is the RFC 6455 section 5.7 example, byte for byte")
    func rfcExample() {
        let masked = WebSocketFrameEncoder.masking(
            WebSocketFrameEncoder.text("Hello"), with: [0x37, 0xFA, 0x21, 0x3D])
        #expect(masked == [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
    }

    @Test("a frame with a 16-bit length keeps it and masks only the payload")
    func sixteenBitLength() {
        let payload = [UInt8](repeating: 0, count: 200)
        let masked = WebSocketFrameEncoder.masking(
            WebSocketFrameEncoder.binary(payload), with: [1, 2, 3, 4])
        #expect(Array(masked[0..<8]) == [0x82, 0xFE, 0x00, 0xC8, 1, 2, 3, 4])
        #expect(Array(masked[8..<12]) == [1, 2, 3, 4], "zeros XORed with the key are the key")
        #expect(masked.count == 8 + 200)
    }
}
