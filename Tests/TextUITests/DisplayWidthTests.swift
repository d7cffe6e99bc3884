import Testing

@testable import TextUI

struct DisplayWidthTests {
    @Test(
        "Width of strings",
        arguments: [
            ("", 0), ("a", 1), ("hello", 5), ("café", 4), ("아이폰13", 8), ("한국어", 6), ("日本語", 6),
            ("カタカナ", 8), ("ｶﾀｶﾅ", 4), ("Ａ１", 4), ("￦900", 5), ("、。", 4), ("a😀b", 4),
            ("e\u{301}e\u{301}", 2), ("\u{1B}[31m", 4), ("\t", 0),
        ]
    )
    func stringWidth(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test(
        "Width of grapheme clusters",
        arguments: [
            ("a", 1), ("가", 2),
            ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo: choseong + jungseong + jongseong
            ("\u{3131}", 2),  // compatibility jamo ㄱ
            ("\u{4E00}", 2), ("\u{20000}", 2), ("\u{30000}", 2),  // CJK ideographs, planes 0, 2 and 3
            ("\u{FF21}", 2), ("\u{FFE6}", 2),  // full-width forms
            ("e\u{301}", 1), ("\u{301}", 0), ("\u{20E3}", 0),  // combining marks
            ("\u{200D}", 0), ("\u{200C}", 0), ("\u{FE0F}", 0), ("\u{E0100}", 0), ("\u{1160}", 0),
            ("\u{1B}", 0), ("\u{85}", 0),  // controls: the sanitiser makes them visible
            ("😀", 2), ("👩‍💻", 2), ("👨‍👩‍👧‍👦", 2), ("👍🏽", 2), ("🇰🇷", 2), ("🏳️‍🌈", 2),
            ("❤", 1), ("❤️", 2), ("☺\u{FE0F}", 2), ("#️⃣", 2), ("⌚", 2), ("⌚\u{FE0E}", 1),
            ("\u{2630}", 1), ("\u{4DC0}", 1),  // trigram and hexagram: narrow in Unicode 15 (wide from 16)
        ] as [(Character, Int)]
    )
    func characterWidth(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test(
        "Text that needs no sanitizing is measured in one pass; anything else is left to the long way",
        arguments: [
            ("", 0), ("count 12", 8), ("아이폰 13 ₩900", 14), ("│ ▀▄ ┌─┐", 8), ("日本語🍎", 8), ("a😀", nil),
            ("e\u{301}", nil), ("\u{1B}[31m", nil), ("a\u{200D}b", nil), ("🇰🇷", nil), ("\t", nil),
        ] as [(String, Int?)]
    )
    func standaloneWidth(text: String, expected: Int?) {
        #expect(DisplayWidth.ofStandalone(text) == expected)
        if expected != nil { #expect(Sanitizer.sanitize(text) == text) }
    }

    @Test("A string is as wide as the sum of its clusters")
    func stringIsSumOfClusters() {
        let text = "OpenMarket 아이폰 👩‍💻 🇰🇷 e\u{301}"
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(text) == 25)
    }

    @Test("The blocks measured without the tables are as wide as the tables say")
    func shortcutsAgreeWithTables() {
        var checked = 0
        for block in [
            0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2500...0x259F, 0x2800...0x28FF,
            0xAC00...0xD7A3,
        ] as [ClosedRange<UInt32>] {
            for value in block {
                let scalar = Unicode.Scalar(value)!
                let fromTables =
                    ScalarRanges.zeroWidth.contains(scalar) ? 0 : ScalarRanges.wide.contains(scalar) ? 2 : 1
                #expect(DisplayWidth.width(of: scalar) == fromTables, "U+\(String(value, radix: 16))")
                checked += 1
            }
        }
        // 608 Latin, 24 + 47 punctuation, 33 currency, 160 box drawing and blocks, 256 Braille, 11,172 Hangul.
        #expect(checked == 12_300)
    }

    @Test("No scalar below U+231A is shown as an emoji by default; U+231A is")
    func firstEmojiPresentation() {
        let below = (0..<DisplayWidth.firstEmojiPresentation).compactMap(Unicode.Scalar.init)
        #expect(!below.contains { $0.properties.isEmojiPresentation })
        #expect(Unicode.Scalar(0x231A)!.properties.isEmojiPresentation)
        #expect(DisplayWidth.of("\u{231A}") == 2)
    }

    @Test("Width tables are sorted and disjoint", arguments: [ScalarRanges.wide, ScalarRanges.zeroWidth])
    func tablesAreSortedAndDisjoint(table: ScalarRanges) {
        #expect(!table.ranges.isEmpty)
        for (earlier, later) in zip(table.ranges, table.ranges.dropFirst()) {
            #expect(earlier.upperBound < later.lowerBound)
        }
    }
}
