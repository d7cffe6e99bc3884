import Testing
import TextUI

struct FrameANSITests {
    /// A canvas that looks like a product list, 80×24.
    private func stockScreen(status: String, left: String = "3 left") -> Canvas {
        var canvas = Canvas(width: 80, height: 24)
        canvas.box(canvas.bounds, title: "OpenMarket")
        for row in 1...20 {
            canvas.draw("Product \(row)  ₩\(row * 1_000)", at: Point(x: 2, y: row))
        }
        canvas.draw(status, at: Point(x: 30, y: 5), style: Style(foreground: .green))
        canvas.draw(left, at: Point(x: 40, y: 5), style: Style(dim: true))
        return canvas
    }

    @Test("A full draw homes, moves to each row and changes style only when needed")
    func fullDraw() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw("ab", at: .zero)
        canvas.draw("c", at: Point(x: 1, y: 1), style: Style(foreground: .red, bold: true))
        #expect(
            canvas.frame().ansi
                == "\u{1B}[H\u{1B}[1;1H\u{1B}[0mab \u{1B}[2;1H \u{1B}[0;1;31mc\u{1B}[0m \u{1B}[0m"
        )
    }

    @Test(
        "Colour codes",
        arguments: zip(
            Color.allCases,
            ["30", "31", "32", "33", "34", "35", "36", "37", "90", "38;5;208"]
        )
    )
    func colourCodes(color: Color, code: String) {
        var canvas = Canvas(width: 1, height: 1)
        canvas.draw("x", at: .zero, style: Style(foreground: color))
        #expect(canvas.frame().ansi == "\u{1B}[H\u{1B}[1;1H\u{1B}[0;\(code)mx\u{1B}[0m")
    }

    @Test("Attribute codes come in a fixed order")
    func attributeCodes() {
        var canvas = Canvas(width: 1, height: 1)
        canvas.draw("x", at: .zero, style: Style(bold: true, dim: true, strikethrough: true, inverse: true))
        #expect(canvas.frame().ansi == "\u{1B}[H\u{1B}[1;1H\u{1B}[0;1;2;7;9mx\u{1B}[0m")
    }

    @Test("A wide character is written once")
    func wideCharacter() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw("가", at: .zero)
        #expect(canvas.frame().ansi == "\u{1B}[H\u{1B}[1;1H\u{1B}[0m가 \u{1B}[0m")
    }

    @Test("Escape sequences in text never reach the terminal")
    func hostileText() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.draw("\u{1B}[2J\u{1B}]0;pwned\u{7}\u{9B}m", at: .zero)
        let ansi = canvas.frame().ansi
        #expect(ansi.contains("␛[2J␛]0;pwned␇�m"))
        #expect(!ansi.contains("\u{1B}[2J"))
        #expect(!ansi.contains("\u{7}"))
        #expect(!ansi.unicodeScalars.contains("\u{9B}"))
    }

    @Test("With no previous frame the update is a full draw")
    func updateFromNothing() {
        let frame = stockScreen(status: "In stock").frame()
        #expect(frame.ansiUpdate(from: nil) == frame.ansi)
    }

    @Test("An unchanged frame needs no bytes")
    func updateUnchanged() {
        let frame = stockScreen(status: "In stock").frame()
        #expect(frame.ansiUpdate(from: frame).isEmpty)
    }

    @Test("A frame of another size clears the screen and draws in full")
    func updateAfterResize() {
        let frame = stockScreen(status: "In stock").frame()
        let smaller = Canvas(width: 40, height: 24).frame()
        #expect(frame.ansiUpdate(from: smaller) == "\u{1B}[2J" + frame.ansi)
    }

    @Test("Changing one word writes only that word")
    func updateOneWord() {
        let before = stockScreen(status: "In stock").frame()
        var canvas = stockScreen(status: "In stock")
        canvas.draw("Sold out", at: Point(x: 30, y: 5), style: Style(foreground: .red))
        let update = canvas.frame().ansiUpdate(from: before)
        #expect(update == "\u{1B}[6;31H\u{1B}[0;31mSold out\u{1B}[0m")
        #expect(update.utf8.count == 26)
        #expect(before.ansi.utf8.count > 1_900)
    }

    @Test("Separate changes in a row are separate runs; equal cells in a word are skipped")
    func updateSeveralRuns() {
        let before = stockScreen(status: "In stock", left: "3 left").frame()
        let after = stockScreen(status: "On stock", left: "2 left").frame()
        #expect(
            after.ansiUpdate(from: before) == "\u{1B}[6;31H\u{1B}[0;32mO\u{1B}[6;41H\u{1B}[0;2m2\u{1B}[0m")
    }

    @Test(
        "Wide characters are redrawn whole",
        arguments: [
            ("가나", "가다", "\u{1B}[1;3H\u{1B}[0m다\u{1B}[0m"),
            ("ab", "가", "\u{1B}[1;1H\u{1B}[0m가\u{1B}[0m"),
            ("가a", "나b", "\u{1B}[1;1H\u{1B}[0m나b\u{1B}[0m"),
            ("가나", "가 x", "\u{1B}[1;3H\u{1B}[0m x\u{1B}[0m"),
        ]
    )
    func updateWideCharacters(before: String, after: String, expected: String) {
        var old = Canvas(width: 4, height: 1)
        old.draw(before, at: .zero)
        var new = Canvas(width: 4, height: 1)
        new.draw(after, at: .zero)
        #expect(new.frame().ansiUpdate(from: old.frame()) == expected)
    }
}
