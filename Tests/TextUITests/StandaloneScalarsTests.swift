import Testing

@testable import TextUI

struct StandaloneScalarsTests {
    /// A scalar of each kind that joins its neighbour into one cluster, on the side it joins from.
    @Test("Every standalone scalar is a visible cluster of its own beside any neighbour that could join it")
    func everyScalarBreaksFromItsNeighbours() {
        var checked = 0
        for value in UInt32(0)...0x1F5FF {
            guard let scalar = Unicode.Scalar(value), StandaloneScalars.contains(scalar) else { continue }
            let text = String(scalar)
            // After a letter (an extending mark, joiner or spacing mark would join it), before a letter
            // (a prepended mark would), after a Hangul syllable (a medial or final jamo would), before
            // one (an initial jamo would), after a regional indicator (a second one would).
            for pair in ["a" + text, text + "a", "가" + text, text + "가", "\u{1F1E6}" + text] {
                #expect(
                    pair.count == 2,
                    "U+\(String(value, radix: 16, uppercase: true)) in \(pair.debugDescription)")
            }
            // Safe as it is, so the sanitiser lets text made of them through untouched.
            #expect(Sanitizer.sanitizeScalars(text) == text)
            #expect(Sanitizer.sanitizeScalars("a" + text + "a") == "a" + text + "a")
            #expect(DisplayWidth.width(standingAlone: scalar) > 0)
            checked += 1
        }
        // 95 ASCII, 13 + 594 Latin, 24 + 47 punctuation, 33 currency, 2,816 symbols, 20,992 CJK,
        // 11,172 Hangul, 96 full-width, 251 + 512 pictographs.
        #expect(checked == 36_645)
    }

    @Test(
        "Scalars that join a neighbour are not standalone",
        arguments: [0x09, 0x0D, 0x7F, 0xAD, 0x301, 0x200D, 0xFE0F, 0x1100, 0x1161, 0x11A8, 0x1F1E6, 0x1F3FB])
    func joinersAreNot(value: UInt32) {
        #expect(!StandaloneScalars.contains(Unicode.Scalar(value)!))
    }
}
