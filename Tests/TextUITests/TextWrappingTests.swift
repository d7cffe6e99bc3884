import Testing
import TextUI

struct TextWrappingTests {
    @Test(
        "Truncate keeps whole clusters and marks the cut",
        arguments: [
            ("hello", 10, "hello"), ("hello", 5, "hello"), ("hello!", 5, "hell…"),
            ("hello world", 8, "hello w…"),
            ("아이폰13", 8, "아이폰13"), ("아이폰13", 7, "아이폰…"), ("아이폰13", 5, "아이…"), ("아이폰13", 4, "아…"),
            ("아이폰13", 1, "…"), ("👩‍💻👩‍💻", 3, "👩‍💻…"), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("abc", 0, ""), ("abc", -3, ""), ("", 3, ""),
        ]
    )
    func truncate(text: String, width: Int, expected: String) {
        #expect(TextWrapping.truncate(text, toWidth: width) == expected)
    }

    @Test("Truncate is never wider than asked", arguments: 0...12)
    func truncateFits(width: Int) {
        for text in ["아이폰 15 Pro Max", "👩‍💻🇰🇷😀abc", "e\u{301}\u{301}x가나다", "plain ascii text"] {
            let result = TextWrapping.truncate(text, toWidth: width)
            #expect(DisplayWidth.of(result) <= width)
            #expect(text.hasPrefix(result.hasSuffix("…") ? String(result.dropLast()) : result))
        }
    }

    @Test("Truncating styled runs marks the cut in the style of the run it cut, and keeps the others")
    func truncateSpans() {
        let struck = Style(foreground: .red, strikethrough: true)
        let price = [Span("KRW 1,300,000", style: struck), Span(" "), Span("KRW 1,200,000")]
        #expect(TextWrapping.truncate(price, toWidth: 27) == price)
        #expect(
            TextWrapping.truncate(price, toWidth: 19)
                == [Span("KRW 1,300,000", style: struck), Span(" "), Span("KRW …")])
        #expect(
            TextWrapping.truncate(price, toWidth: 14) == [Span("KRW 1,300,000", style: struck), Span("…")])
        #expect(TextWrapping.truncate(price, toWidth: 8) == [Span("KRW 1,3…", style: struck)])
        #expect(TextWrapping.truncate(price, toWidth: 0) == [])
        #expect(TextWrapping.truncate([Span("잔여수량 : 1,234,567")], toWidth: 17) == [Span("잔여수량 : 1,234…")])
    }

    @Test(
        "Wrap at spaces, inside long words and between wide characters",
        arguments: [
            ("the quick brown fox", 10, ["the quick", "brown fox"]),
            ("hello", 10, ["hello"]),
            ("", 5, [""]),
            ("a\nb", 10, ["a", "b"]),
            ("a\n\nb", 10, ["a", "", "b"]),
            ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
            ("see abcdefghij", 4, ["see", "abcd", "efgh", "ij"]),
            ("안녕하세요 여러분", 5, ["안녕", "하세", "요 여", "러분"]),
            ("아이폰13 Pro", 6, ["아이폰", "13 Pro"]),
            ("  indented text", 20, ["  indented text"]),
            ("     abc", 5, ["abc"]),
            ("   ", 5, [""]),
            ("trailing   ", 20, ["trailing"]),
            ("word    next", 6, ["word", "next"]),
            ("one two", 3, ["one", "two"]),
            ("가나", 1, ["…", "…"]),
            ("abc", 0, []),
        ]
    )
    func wrap(text: String, width: Int, expected: [String]) {
        #expect(TextWrapping.wrap(text, width: width) == expected)
    }

    @Test("Wrapped lines never exceed the width", arguments: 1...12)
    func wrapFits(width: Int) {
        let text = "무선 이어폰 👩‍💻 noise-cancelling Bluetooth 5.3\n최대 30시간 재생 e\u{301}t\u{E9}"
        let lines = TextWrapping.wrap(text, width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix(" ") })
    }

    @Test("At most maxLines lines: the first lines of the whole wrap", arguments: 1...12)
    func wrapMaxLines(width: Int) {
        let text = "무선 이어폰 👩‍💻 noise-cancelling Bluetooth 5.3\n\n최대 30시간 재생 e\u{301}t\u{E9}\r\nend  "
        let all = TextWrapping.wrap(text, width: width)
        for maxLines in 1...(all.count + 1) {
            #expect(TextWrapping.wrap(text, width: width, maxLines: maxLines) == Array(all.prefix(maxLines)))
        }
        #expect(TextWrapping.wrap(text, width: width, maxLines: 0) == [])
    }

    @Test("Three lines of a long description")
    func wrapMaxLinesOfLongText() {
        let text = String(repeating: "mug cup ", count: 20_000)
        #expect(TextWrapping.wrap(text, width: 8, maxLines: 3) == ["mug cup", "mug cup", "mug cup"])
    }
}
