import Loop
import SweepTesting
import Testing
import WebCore

/// Feeds the parser thousands of seeded random inputs, random bytes and valid client frames
/// mutated, cut into random chunks. Whatever comes, it must not crash, must fail only with 1002, 1007
/// or 1009, must read nothing after a failure or a close, must never hand over a message larger than
/// its limit, and must read the same however the input is cut.
@Suite struct WebSocketFuzzTests {
    /// One to four client frames, mostly valid: text (sometimes with bytes that are not UTF-8),
    /// binary, fragments, pings, pongs and closes.
    private func frames(_ random: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        let words = ["", "a", "Hello", "κόσμε", "€", "🙂"]
        let key = random.below(4) == 0 ? [0, 0, 0, 0] : random.bytes(4)
        for _ in 0..<1 + random.below(4) {
            switch random.below(9) {
            case 0: bytes += ClientFrame.make(0x81, Array(words[random.below(words.count)].utf8), key: key)
            case 1: bytes += ClientFrame.make(0x81, random.bytes(random.below(8)), key: key)
            case 2: bytes += ClientFrame.make(0x82, random.bytes(random.below(40)), key: key)
            case 3:
                let text = Array("κόσμε".utf8)
                let cut = random.below(text.count + 1)
                bytes += ClientFrame.make(0x01, Array(text[..<cut]), key: key)
                bytes += ClientFrame.make(0x89, random.bytes(random.below(6)), key: key)
                bytes += ClientFrame.make(0x80, Array(text[cut...]), key: key)
            case 4: bytes += ClientFrame.make(0x89, random.bytes(random.below(126)), key: key)
            case 5: bytes += ClientFrame.make(0x8A, random.bytes(random.below(10)), key: key)
            case 6:
                let codes: [UInt16] = [
                    1000, 1001, 1005, 1011, 1016, 3000, 4999, 5000, UInt16(random.below(65536)),
                ]
                let code = codes[random.below(codes.count)]
                bytes += ClientFrame.make(
                    0x88, [UInt8(code >> 8), UInt8(code & 0xFF)] + random.bytes(random.below(3)), key: key)
            case 7:
                let forms: [ClientFrame.LengthForm] = [.minimal, .sixteenBits, .sixtyFourBits]
                bytes += ClientFrame.make(
                    0x82, random.bytes(random.below(20)), key: key, length: forms[random.below(3)])
            default: bytes += ClientFrame.make(0x82, random.bytes(130 + random.below(200)), key: key)
            }
        }
        return bytes
    }

    /// Flips bits, overwrites, drops, inserts or cuts off bytes, none to three times.
    private func mutate(_ input: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = input
        for _ in 0..<random.below(4) where !bytes.isEmpty {
            let index = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes[index] ^= 1 << UInt8(random.below(8))
            case 1: bytes[index] = UInt8(truncatingIfNeeded: random.next())
            case 2: bytes.remove(at: index)
            case 3: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
            default: bytes.removeLast(random.below(bytes.count))
            }
        }
        return bytes
    }

    /// Everything the parser read from `pieces`, checking the rules that hold after each piece.
    private func read(_ pieces: [ArraySlice<UInt8>], limit: Int, seed: UInt64) -> WebSocketParser.Output {
        var parser = WebSocketParser(maxMessageBytes: limit)
        var total = WebSocketParser.Output()
        for piece in pieces {
            let ended = total.failure != nil || parser.receivedClose
            let output = parser.feed(piece)
            if ended { #expect(output == WebSocketParser.Output(), "read after the end, seed \(seed)") }
            if let failure = output.failure {
                #expect([1002, 1007, 1009].contains(failure.code.rawValue), "seed \(seed)")
                #expect(parser.failure == failure, "seed \(seed)")
            }
            for message in output.messages {
                switch message {
                case .text(let text): #expect(text.utf8.count <= limit, "seed \(seed)")
                case .binary(let bytes): #expect(bytes.count <= limit, "seed \(seed)")
                case .ping(let bytes), .pong(let bytes): #expect(bytes.count <= 125, "seed \(seed)")
                case .close: #expect(!ended, "seed \(seed)")
                }
            }
            total.messages += output.messages
            total.failure = total.failure ?? output.failure
        }
        return total
    }

    @Test func survivesSeededRandomInput() {
        var failures = 0
        var closes = 0
        var messages = 0
        var codes: Set<UInt16> = []
        for seed in UInt64(0)..<5000 {
            var random = SeededGenerator(seed: seed)
            let bytes =
                random.below(3) == 0 ? random.bytes(random.below(48)) : mutate(frames(&random), &random)
            let limit = random.below(2) == 0 ? WebSocketParser.defaultMaxMessageBytes : 16
            let whole = read([bytes[...]], limit: limit, seed: seed)
            var pieces: [ArraySlice<UInt8>] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + random.below(12))
                pieces.append(bytes[start..<end])
                start = end
            }
            pieces.append(bytes[bytes.count...])
            #expect(read(pieces, limit: limit, seed: seed) == whole, "seed \(seed)")
            if let failure = whole.failure {
                failures += 1
                codes.insert(failure.code.rawValue)
            }
            messages += whole.messages.count
            if whole.messages.contains(where: { if case .close = $0 { true } else { false } }) { closes += 1 }
        }
        // The inputs reach both the failures and the valid paths, not only one of them.
        #expect(failures > 1000)
        #expect(codes == [1002, 1007, 1009])
        #expect(closes > 100)
        #expect(messages > 2000)
    }

    /// Each close code, 0 to 65535, on its own: valid ones read, every other one refused with 1002.
    @Test func readsOrRefusesEveryCloseCode() {
        var valid = 0
        for code in 0...65535 {
            var parser = WebSocketParser()
            let output = parser.feed(ClientFrame.close([UInt8(code >> 8), UInt8(code & 0xFF)]))
            if output.failure == nil {
                valid += 1
            } else {
                #expect(output.failure?.code.rawValue == 1002, "\(code)")
            }
        }
        // 1000–1003, 1007–1014 and 3000–4999.
        #expect(valid == 4 + 8 + 2000)
    }
}
