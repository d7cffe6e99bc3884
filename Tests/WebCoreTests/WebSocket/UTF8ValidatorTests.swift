import Testing
import WebCore

/// The validator against the standard library's own UTF-8 check (`String(validating:as:)`), an
/// independent implementation.
@Suite struct UTF8ValidatorTests {
    private func standardLibraryAccepts(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// Every sequence of `count` bytes (or `count` - 1 after a lead byte from C0 on, each drawn
    /// from `later`) on which the two disagree. One buffer and one `#expect`: thousands of either are
    /// slow in debug.
    private func disagreements(leads: ClosedRange<UInt8>, later: [UInt8], count: Int) -> [[UInt8]] {
        var found: [[UInt8]] = []
        var bytes = [UInt8](repeating: 0, count: count)
        var choices = [Int](repeating: 0, count: count - 1)
        for lead in leads {
            bytes[0] = lead
            choices = choices.map { _ in 0 }
            while true {
                for (position, choice) in choices.enumerated() { bytes[position + 1] = later[choice] }
                if UTF8Validator.isValid(bytes) != standardLibraryAccepts(bytes) { found.append(bytes) }
                // The next combination, like an odometer; done when it wraps.
                var position = choices.count - 1
                while position >= 0, choices[position] == later.count - 1 {
                    choices[position] = 0
                    position -= 1
                }
                guard position >= 0 else { break }
                choices[position] += 1
            }
        }
        return found
    }

    @Test func agreesOnEverySequenceOfOneAndTwoBytes() {
        let every = Array(UInt8(0)...255)
        #expect(disagreements(leads: 0...255, later: [], count: 1) == [])
        #expect(disagreements(leads: 0...255, later: every, count: 2) == [])
    }

    /// Every lead byte from C0 on, followed by two or three bytes from the edges of the
    /// continuation ranges.
    @Test func agreesOnLongerSequencesAtTheRangeEdges() {
        let edges: [UInt8] = [0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]
        #expect(disagreements(leads: 0xC0...0xFF, later: edges, count: 3) == [])
        #expect(disagreements(leads: 0xC0...0xFF, later: edges, count: 4) == [])
    }

    @Test func acceptsTheLimitsOfEachLength() {
        // U+007F, U+0080, U+07FF, U+0800, U+D7FF, U+E000, U+FFFF, U+10000, U+10FFFF.
        let valid: [[UInt8]] = [
            [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for bytes in valid {
            #expect(UTF8Validator.isValid(bytes), "\(bytes)")
        }
        // Fed a byte at a time: complete only at the end of a character, and nothing continues it.
        var validator = UTF8Validator()
        var taken: [Bool] = []
        var complete: [Bool] = []
        for byte: UInt8 in [0xF0, 0x90, 0x80, 0x80, 0x80] {
            taken.append(validator.take(byte))
            complete.append(validator.isComplete)
        }
        #expect(taken == [true, true, true, true, false])
        #expect(complete.prefix(4) == [false, false, false, true])
    }
}
