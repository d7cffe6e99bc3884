import Testing
import WebCore

@Suite struct WebSocketParserTests {
    private let hello: [UInt8] = [0x48, 0x65, 0x6C, 0x6C, 0x6F]

    /// The messages and failure of `bytes` read by a server's parser in one chunk.
    private func read(_ bytes: [UInt8], limit: Int = WebSocketParser.defaultMaxMessageBytes)
        -> WebSocketParser.Output
    {
        var parser = WebSocketParser(maxMessageBytes: limit)
        return parser.feed(bytes)
    }

    private func failureCode(_ bytes: [UInt8], limit: Int = WebSocketParser.defaultMaxMessageBytes) -> UInt16?
    {
        read(bytes, limit: limit).failure?.code.rawValue
    }

    // MARK: RFC 6455 section 5.7

    @Test func readsTheMaskedHelloOfTheRFC() {
        #expect(
            read([0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
                == WebSocketParser.Output(messages: [.text("Hello")]))
        #expect(
            ClientFrame.text("Hello") == [0x81, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58])
    }

    @Test func readsTheUnmaskedExamplesAsAClientWould() {
        var parser = WebSocketParser(expectsMaskedFrames: false)
        #expect(parser.feed([0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F]).messages == [.text("Hello")])
        #expect(parser.feed([0x01, 0x03, 0x48, 0x65, 0x6C]).messages == [])
        #expect(parser.feed([0x80, 0x02, 0x6C, 0x6F]).messages == [.text("Hello")])
        #expect(parser.feed([0x89, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F]).messages == [.ping(hello)])
        #expect(parser.failure == nil)
    }

    @Test func readsTheMaskedPingAndPong() {
        #expect(
            read([0x8A, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]).messages == [
                .pong(hello)
            ])
        #expect(
            read([0x89, 0x85, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D, 0x51, 0x58]).messages == [
                .ping(hello)
            ])
    }

    @Test func readsTheMaskedFragmentedHello() {
        let bytes: [UInt8] =
            [0x01, 0x83, 0x37, 0xFA, 0x21, 0x3D, 0x7F, 0x9F, 0x4D]
            + [0x80, 0x82, 0x37, 0xFA, 0x21, 0x3D, 0x5B, 0x95]
        #expect(read(bytes) == WebSocketParser.Output(messages: [.text("Hello")]))
    }

    @Test func reads16And64BitLengths() {
        let small = [UInt8](repeating: 0xAB, count: 256)
        var parser = WebSocketParser(expectsMaskedFrames: false)
        #expect(parser.feed([0x82, 0x7E, 0x01, 0x00] + small).messages == [.binary(small)])
        let large = [UInt8](repeating: 0xCD, count: 65536)
        #expect(
            parser.feed([0x82, 0x7F, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00] + large).messages
                == [.binary(large)])
        #expect(parser.failure == nil)
    }

    @Test func readsLengthsWrittenInMoreBytesThanNeeded() {
        let sixteen: [UInt8] = [0x82, 0xFE, 0x00, 0x02, 0x37, 0xFA, 0x21, 0x3D, 0x36, 0xF8]
        #expect(read(sixteen).messages == [.binary([0x01, 0x02])])
        let sixtyFour: [UInt8] = [0x82, 0xFF, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x37, 0xFA, 0x21, 0x3D, 0x36, 0xF8]
        #expect(read(sixtyFour).messages == [.binary([0x01, 0x02])])
    }

    @Test func readsEmptyMessagesAndControlFramesBetweenFragments() {
        let bytes =
            ClientFrame.text("") + ClientFrame.binary([]) + ClientFrame.text("ab", fin: false)
            + ClientFrame.ping([0x01]) + ClientFrame.continuation([], fin: false)
            + ClientFrame.make(0x8A, []) + ClientFrame.continuation(Array("c".utf8))
        #expect(
            read(bytes).messages == [.text(""), .binary([]), .ping([0x01]), .pong([]), .text("abc")])
    }

    @Test func readsUTF8SplitAcrossFragments() {
        // "κ€" is CE BA E2 82 AC; the fragments cut both characters.
        let bytes =
            ClientFrame.text("", fin: false) + ClientFrame.continuation([0xCE], fin: false)
            + ClientFrame.continuation([0xBA, 0xE2, 0x82], fin: false) + ClientFrame.continuation([0xAC])
        #expect(read(bytes) == WebSocketParser.Output(messages: [.text("κ€")]))
    }

    @Test func readsCloseFrames() {
        #expect(read(ClientFrame.close([])).messages == [.close(nil, reason: "")])
        #expect(
            read(ClientFrame.close([0x03, 0xE8])).messages == [.close(WebSocketCloseCode(1000), reason: "")])
        #expect(
            read(ClientFrame.close([0x0F, 0xA0, 0x62, 0x79, 0xC3, 0xA9])).messages
                == [.close(WebSocketCloseCode(4000), reason: "byé")])
    }

    @Test func acceptsEveryCloseCodeValidOnTheWire() {
        for code: UInt16 in [
            1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 3000, 3999, 4000, 4999,
        ] {
            let output = read(ClientFrame.close([UInt8(code >> 8), UInt8(code & 0xFF)]))
            #expect(
                output == WebSocketParser.Output(messages: [.close(WebSocketCloseCode(code), reason: "")]),
                "\(code)")
        }
    }

    @Test func readsNothingAfterAClose() {
        var parser = WebSocketParser()
        let output = parser.feed(ClientFrame.close([0x03, 0xE8]) + ClientFrame.text("late"))
        #expect(output.messages == [.close(WebSocketCloseCode(1000), reason: "")])
        #expect(parser.receivedClose)
        #expect(parser.feed(ClientFrame.text("later")) == WebSocketParser.Output())
    }

    // MARK: Failures

    @Test func refusesAnUnmaskedClientFrameAndAMaskedServerFrameWith1002() {
        #expect(failureCode([0x81, 0x05, 0x48, 0x65, 0x6C, 0x6C, 0x6F]) == 1002)
        var client = WebSocketParser(expectsMaskedFrames: false)
        #expect(client.feed(ClientFrame.text("Hello")).failure?.code.rawValue == 1002)
    }

    @Test func refusesReservedBitsWith1002() {
        for first: UInt8 in [0xC1, 0xA1, 0x91, 0xF1, 0xC9] {
            #expect(failureCode(ClientFrame.make(first, hello)) == 1002, "\(first)")
        }
    }

    @Test func refusesReservedOpcodesWith1002() {
        for opcode: UInt8 in [0x3, 0x4, 0x5, 0x6, 0x7, 0xB, 0xC, 0xD, 0xE, 0xF] {
            #expect(failureCode(ClientFrame.make(0x80 | opcode, hello)) == 1002, "\(opcode)")
        }
    }

    @Test func refusesLongOrFragmentedControlFramesWith1002() {
        let long = [UInt8](repeating: 0x61, count: 126)
        #expect(failureCode(ClientFrame.ping(long)) == 1002)
        #expect(failureCode(ClientFrame.make(0x8A, long)) == 1002)
        #expect(failureCode(ClientFrame.close([0x03, 0xE8] + long.dropFirst(2))) == 1002)
        // 125 bytes is the most a control frame holds.
        #expect(read(ClientFrame.ping(Array(long.dropFirst()))).messages == [.ping(Array(long.dropFirst()))])
        #expect(failureCode(ClientFrame.make(0x09, hello)) == 1002)
        #expect(failureCode(ClientFrame.make(0x08, [0x03, 0xE8])) == 1002)
        // A ping written with a 16-bit length of 5 still claims more than 7 bits: refused too.
        #expect(failureCode(ClientFrame.make(0x89, hello, length: .sixteenBits)) == 1002)
    }

    @Test func refusesAContinuationWithNothingToContinueWith1002() {
        #expect(failureCode(ClientFrame.continuation(hello)) == 1002)
        #expect(failureCode(ClientFrame.text("a") + ClientFrame.continuation(hello)) == 1002)
    }

    @Test func refusesANewMessageInsideAFragmentedOneWith1002() {
        #expect(failureCode(ClientFrame.text("a", fin: false) + ClientFrame.text("b")) == 1002)
        #expect(
            failureCode(ClientFrame.binary([1], fin: false) + ClientFrame.binary([2], fin: false)) == 1002)
        #expect(failureCode(ClientFrame.text("a", fin: false) + ClientFrame.binary([2])) == 1002)
    }

    @Test func refusesA64BitLengthWithItsTopBitSetWith1002() {
        #expect(failureCode([0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0x01]) == 1002)
    }

    @Test func refusesAMessageOverTheLimitBeforeReadingItsPayloadWith1009() {
        // The header alone is enough: no mask key, no payload.
        #expect(failureCode([0x82, 0x8B], limit: 10) == 1009)
        #expect(failureCode([0x81, 0xFE, 0x01, 0x00], limit: 255) == 1009)
        #expect(failureCode([0x82, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) == 1009)
        #expect(failureCode([0x82, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x01]) == 1009)
        // Exactly the limit is taken.
        #expect(
            read([0x82, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00]) == WebSocketParser.Output())
        #expect(read(ClientFrame.binary([UInt8](repeating: 7, count: 10)), limit: 10).messages.count == 1)
    }

    @Test func countsEveryFragmentAgainstTheLimit() {
        let six = [UInt8](repeating: 0x61, count: 6)
        var parser = WebSocketParser(maxMessageBytes: 10)
        #expect(parser.feed(ClientFrame.binary(six, fin: false)) == WebSocketParser.Output())
        #expect(parser.feed([0x80, 0x85]).failure?.code.rawValue == 1009)
        // Control frames between the fragments do not count.
        var other = WebSocketParser(maxMessageBytes: 10)
        let bytes =
            ClientFrame.binary(six, fin: false) + ClientFrame.ping(six)
            + ClientFrame.continuation([1, 2, 3, 4])
        #expect(other.feed(bytes).messages == [.ping(six), .binary(six + [1, 2, 3, 4])])
    }

    @Test func refusesTextThatIsNotUTF8With1007() {
        let malformed: [[UInt8]] = [
            [0xFF],  // never in UTF-8
            [0x80],  // a continuation byte first
            [0xC0, 0xAF],  // overlong "/"
            [0xE0, 0x80, 0xAF],  // overlong "/"
            [0xED, 0xA0, 0x80],  // a surrogate
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0xF5, 0x80, 0x80, 0x80],
            [0x61, 0xCE],  // ends inside a character
            [0xE2, 0x82],
            [0xCE, 0x61],
        ]
        for payload in malformed {
            #expect(failureCode(ClientFrame.make(0x81, payload)) == 1007, "\(payload)")
        }
        // Across fragments: the bad byte is in the second one, or the message ends inside a character.
        #expect(
            failureCode(
                ClientFrame.text("", fin: false) + ClientFrame.make(0x00, [0xCE])
                    + ClientFrame.continuation([0x61])) == 1007)
        #expect(failureCode(ClientFrame.make(0x01, [0xCE]) + ClientFrame.continuation([])) == 1007)
    }

    @Test func refusesBadTextAtTheFirstBadByteBeforeTheFrameEnds() {
        var parser = WebSocketParser()
        // A 10-byte text frame of which only 2 bytes have come: 0x61 then 0xFF.
        let frame = ClientFrame.make(0x81, [0x61, 0xFF] + [UInt8](repeating: 0x61, count: 8))
        let output = parser.feed(frame.prefix(8))
        #expect(output.failure?.code.rawValue == 1007)
    }

    @Test func refusesAOneByteClosePayloadOrAnInvalidCodeWith1002() {
        #expect(failureCode(ClientFrame.close([0x03])) == 1002)
        for code: UInt16 in [0, 1, 999, 1004, 1005, 1006, 1015, 1016, 1100, 2000, 2999, 5000, 65535] {
            #expect(
                failureCode(ClientFrame.close([UInt8(code >> 8), UInt8(code & 0xFF)])) == 1002, "\(code)")
        }
    }

    @Test func refusesACloseReasonThatIsNotUTF8With1007() {
        #expect(failureCode(ClientFrame.close([0x03, 0xE8, 0x61, 0xFF])) == 1007)
        #expect(failureCode(ClientFrame.close([0x03, 0xE8, 0xCE])) == 1007)
    }

    @Test func deliversWhatCameBeforeAFailureAndNothingAfterIt() {
        var parser = WebSocketParser()
        let output = parser.feed(
            ClientFrame.text("one") + ClientFrame.ping([9]) + ClientFrame.make(0x83, [])
                + ClientFrame.text("two"))
        #expect(output.messages == [.text("one"), .ping([9])])
        #expect(output.failure?.code.rawValue == 1002)
        #expect(parser.failure?.code.rawValue == 1002)
        #expect(parser.feed(ClientFrame.text("three")) == WebSocketParser.Output())
        #expect(parser.feed([]) == WebSocketParser.Output())
    }

    @Test func describesEachFailure() {
        #expect(
            read([0x81, 0x05]).failure == WebSocketProtocolError(.protocolError, "unmasked client frame"))
        #expect(
            read([0x82, 0x8B], limit: 10).failure
                == WebSocketProtocolError(.messageTooBig, "message longer than 10 bytes"))
        #expect(
            read(ClientFrame.close([0x03, 0xED])).failure
                == WebSocketProtocolError(.protocolError, "close code 1005 is not valid on the wire"))
    }
}

extension WebSocketParserTests {
    /// A message of exactly the default limit, 1 MiB masked, in 64 KiB chunks.
    @Test func readsAMessageOfExactlyTheDefaultLimitInChunks() {
        var payload = [UInt8](repeating: 0, count: 1_048_576)
        payload.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = UInt8(truncatingIfNeeded: index) }
        }
        let frame = ClientFrame.make(0x82, payload, key: [0x01, 0x80, 0xFF, 0x5A], length: .sixtyFourBits)
        #expect(frame.prefix(10) == [0x82, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00])
        var parser = WebSocketParser()
        var messages: [WebSocketMessage] = []
        var start = 0
        while start < frame.count {
            let end = min(frame.count, start + 65536)
            let output = parser.feed(frame[start..<end])
            #expect(output.failure == nil)
            messages += output.messages
            start = end
        }
        #expect(messages == [.binary(payload)])
    }
}
