import Testing
import TextUI

struct SanitizerTests {
    @Test(
        "Unsafe scalars become visible stand-ins",
        arguments: [
            ("a\u{1B}[31mb", "a␛[31mb"),
            ("line\nnext", "line␊next"),
            ("a\tb\r\n", "a␉b␍␊"),
            ("\u{0}\u{7}\u{7F}", "␀␇␡"),
            ("\u{9B}31m", "�31m"),  // C1 control sequence introducer
            ("\u{85}\u{80}\u{9F}", "���"),
            ("abc\u{202E}fed", "abc�fed"),  // right-to-left override
            ("\u{2066}x\u{2069}", "�x�"),  // bidi isolate
            ("\u{200E}\u{200F}\u{061C}", "���"),  // bidi marks
            ("pay\u{200B}pal", "pay�pal"),  // zero-width space
            ("\u{FEFF}hi", "�hi"),
            ("soft\u{AD}hyphen", "soft�hyphen"),
            ("word\u{2060}joiner", "word�joiner"),
            ("pay\u{200D}pal", "pay�pal"),  // joiner outside emoji
            ("x\u{FE0F}", "x�"),  // variation selector outside emoji
        ]
    )
    func replacesUnsafeScalars(input: String, expected: String) {
        #expect(Sanitizer.sanitize(input) == expected)
    }

    @Test(
        "Safe text is unchanged",
        arguments: [
            "", "OpenMarket", "아이폰 15 Pro", "日本語のテキスト", "café", "e\u{301}", "👩‍💻", "❤️", "🏳️‍🌈", "🇰🇷",
            "👍🏽", "#️⃣", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "␛ is drawn as is",
        ]
    )
    func keepsSafeText(text: String) {
        #expect(Sanitizer.sanitize(text) == text)
    }

    @Test("No C0 or C1 control survives")
    func removesEveryControl() {
        let controls = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
        let result = Sanitizer.sanitize(controls)
        #expect(!result.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(result.unicodeScalars.count == 0xA0)
        #expect(!result.utf8.contains(0x1B))
    }

    @Test("Sanitising twice changes nothing more")
    func isIdempotent() {
        let input = "\u{1B}]0;title\u{7}a\u{200D}b\u{202E}👩‍💻\u{9B}"
        let once = Sanitizer.sanitize(input)
        #expect(once == "␛]0;title␇a�b�👩‍💻�")
        #expect(Sanitizer.sanitize(once) == once)
    }

    @Test("a text is sanitized to its own bytes, even after its canonically equal twin was")
    func exactBytesAfterATwin() {
        // Precomposed é (U+00E9), then e and a combining acute (U+0301): equal as Swift Strings.
        let precomposed = Sanitizer.sanitize("caf\u{E9}\u{200B}x")
        let decomposed = Sanitizer.sanitize("cafe\u{301}\u{200B}x")
        #expect(Array(precomposed.utf8) == Array("caf\u{E9}\u{FFFD}x".utf8))
        #expect(Array(decomposed.utf8) == Array("cafe\u{301}\u{FFFD}x".utf8))
    }
}
