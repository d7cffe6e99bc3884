import Testing
import TextUI

struct CanvasTests {
    /// Draws `text` at `x` on a one-row canvas `width` columns wide and returns the columns drawn and the row.
    private func drawn(_ text: String, at x: Int, width: Int, maxWidth: Int? = nil) -> (
        columns: Int, line: String
    ) {
        var canvas = Canvas(width: width, height: 1)
        let columns = canvas.draw(text, at: Point(x: x, y: 0), maxWidth: maxWidth)
        return (columns, canvas.frame().lines[0])
    }

    @Test(
        "Drawing clips to the canvas and to maxWidth",
        arguments: [
            ("hello", 0, nil, 5, "hello     "),
            ("hello", 3, nil, 5, "   hello  "),
            ("hello", 7, nil, 3, "       hel"),
            ("hello", 0, 3, 3, "hel       "),
            ("hello", -2, nil, 3, "llo       "),
            ("hello", 10, nil, 0, "          "),
            ("hello", 2, Int.max, 5, "  hello   "),
            ("hello", Int.min, Int.max, 0, "          "),
            ("hello", Int.max, nil, 0, "          "),
            ("hello", 0, -4, 0, "          "),
            ("가나", 0, 3, 3, "가        "),
            ("ab가", 7, nil, 3, "       ab "),
            ("가나", -1, nil, 3, " 나       "),
        ] as [(String, Int, Int?, Int, String)]
    )
    func clipping(text: String, x: Int, maxWidth: Int?, columns: Int, line: String) {
        let result = drawn(text, at: x, width: 10, maxWidth: maxWidth)
        #expect(result.columns == columns)
        #expect(result.line == line)
    }

    @Test(
        "Text drawn truncated to a width ends with … when it does not fit",
        arguments: [
            ("Magic Keyboard", 0, 8, 8, "Magic K…  "),
            ("abcd", 0, 4, 4, "abcd      "),
            ("abcde", 0, 4, 4, "abc…      "),
            ("맥북 프로 14인치", 0, 8, 8, "맥북 프…  "),
            ("맥북 프로", 0, 6, 6, "맥북 …    "),
            ("a\u{1B}bcdef", 0, 4, 4, "a␛b…      "),
            ("👩‍💻 dev", 0, 4, 4, "👩‍💻 …      "),
            ("Magic Keyboard", 7, 8, 3, "       Mag"),
            ("Magic Keyboard", 0, 0, 0, "          "),
            ("Magic Keyboard", 0, -3, 0, "          "),
        ] as [(String, Int, Int, Int, String)]
    )
    func truncating(text: String, x: Int, width: Int, columns: Int, line: String) {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.draw(text, at: Point(x: x, y: 0), truncatingTo: width) == columns)
        #expect(canvas.frame().lines[0] == line)
    }

    @Test("Truncated text keeps its style, the … included")
    func truncatingStyle() {
        var canvas = Canvas(width: 6, height: 1)
        let red = Style(foreground: .red)
        canvas.draw("abcdefgh", at: Point(x: 1, y: 0), style: red, truncatingTo: 4)
        #expect(canvas.frame().snapshotText == " abc… │\nstyles:\n  0:1-5 red \"abc…\"\n")
    }

    @Test("A wide character fills a cell and a continuation")
    func wideCharacterCells() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("가a", at: .zero)
        let frame = canvas.frame()
        #expect(frame[0, 0] == Cell(character: "가"))
        #expect(frame[1, 0] == Cell(isContinuation: true))
        #expect(frame[2, 0] == Cell(character: "a"))
        #expect(frame.lines == ["가a  "])
    }

    @Test("A wide character that does not fit leaves a styled space")
    func wideCharacterAtEdge() {
        var canvas = Canvas(width: 3, height: 1)
        let red = Style(foreground: .red)
        #expect(canvas.draw("ab가", at: .zero, style: red) == 3)
        #expect(canvas.frame()[2, 0] == Cell(character: " ", style: red))
    }

    @Test(
        "Drawing over half of a wide character clears the other half",
        arguments: [
            ("x", 1, " x나"), ("y", 2, "가y "), ("다", 1, " 다 "), ("ab", 1, " ab "), ("다", 0, "다나"),
        ]
    )
    func overwritingHalves(text: String, x: Int, line: String) {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("가나", at: .zero)
        canvas.draw(text, at: Point(x: x, y: 0))
        #expect(canvas.frame().lines == [line])
    }

    @Test("The cleared half keeps its style")
    func clearedHalfKeepsStyle() {
        var canvas = Canvas(width: 2, height: 1)
        let inverse = Style(inverse: true)
        canvas.draw("가", at: .zero, style: inverse)
        canvas.draw("x", at: Point(x: 1, y: 0))
        #expect(canvas.frame()[0, 0] == Cell(character: " ", style: inverse))
        #expect(canvas.frame()[1, 0] == Cell(character: "x"))
    }

    @Test("Rows outside the canvas are ignored", arguments: [-1, 2, Int.min, Int.max])
    func rowsOutside(y: Int) {
        var canvas = Canvas(width: 4, height: 2)
        #expect(canvas.draw("hey", at: Point(x: 0, y: y)) == 0)
        #expect(canvas.frame() == Canvas(width: 4, height: 2).frame())
    }

    @Test("Everything drawn is sanitised")
    func sanitises() {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw("a\u{1B}[31mb\n", at: .zero)
        #expect(canvas.frame().lines == ["a␛[31mb␊    "])
    }

    @Test("Spans draw one after another within one maxWidth")
    func spans() {
        var canvas = Canvas(width: 10, height: 1)
        let red = Style(foreground: .red)
        let drawn = canvas.draw(
            [Span("Sale "), Span("₩9,900", style: red)], at: Point(x: 1, y: 0), maxWidth: 8)
        let frame = canvas.frame()
        #expect(drawn == 8)
        #expect(frame.lines == [" Sale ₩9, "])
        #expect(frame[6, 0] == Cell(character: "₩", style: red))
        #expect(frame[9, 0] == .blank)
    }

    @Test("Lines go one a row, clipped to the rectangle's width and height")
    func lines() {
        var canvas = Canvas(width: 8, height: 4)
        canvas.draw(lines: ["abcdef", "가나다", "third"], in: Rect(x: 1, y: 1, width: 5, height: 2))
        #expect(canvas.frame().lines == ["        ", " abcde  ", " 가나   ", "        "])
    }

    @Test("Spans in a rectangle go on its first row, clipped to its width; an empty one draws nothing")
    func spansInRect() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw([Span("ab"), Span("cdef")], in: Rect(x: 1, y: 0, width: 4, height: 2))
        canvas.draw([Span("xyz")], in: Rect(x: 0, y: 1, width: 3, height: 0))
        #expect(canvas.frame().lines == [" abcd ", "      "])
    }

    @Test("Half blocks: two rows of pixels a cell, a last odd row a cell of its own")
    func cellRowsForPixels() {
        #expect(Canvas.pixelRowsPerCell == 2)
        #expect([0, 1, 2, 3, 4, 7].map { Canvas.cellRows(forPixelRows: $0) } == [0, 1, 1, 2, 2, 4])
    }

    @Test("Fill covers a rectangle, clipped to the canvas")
    func fill() {
        var canvas = Canvas(width: 5, height: 3)
        canvas.fill(Rect(x: 1, y: 1, width: 10, height: 10), with: "#")
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "가")
        canvas.fill(Rect(x: -100, y: -100, width: Int.max / 2, height: 0), with: "!")
        #expect(canvas.frame().lines == ["가가 ", " ####", " ####"])
    }

    @Test("Fill with a control character fills its visible picture")
    func fillSanitises() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.fill(canvas.bounds, with: "\u{1B}")
        #expect(canvas.frame().lines == ["␛␛"])
    }

    @Test("Box draws a single-line frame with a title")
    func box() {
        var canvas = Canvas(width: 12, height: 4)
        canvas.box(canvas.bounds, title: "Cart")
        #expect(canvas.frame().lines == ["┌ Cart ────┐", "│          │", "│          │", "└──────────┘"])
    }

    @Test("A long box title is truncated between the corners")
    func boxTitleTruncated() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.box(canvas.bounds, title: "장바구니 목록")
        #expect(canvas.frame().lines == ["┌ 장바…┐", "└──────┘"])
    }

    @Test("Boxes smaller than 2×2 draw nothing", arguments: [(1, 5), (5, 1), (0, 0), (-3, 4)])
    func tinyBox(width: Int, height: Int) {
        var canvas = Canvas(width: 6, height: 6)
        canvas.box(Rect(x: 1, y: 1, width: width, height: height))
        #expect(canvas.frame() == Canvas(width: 6, height: 6).frame())
    }

    @Test("A canvas with a negative size is empty")
    func negativeSize() {
        var canvas = Canvas(width: -3, height: 2)
        #expect(canvas.width == 0)
        #expect(canvas.draw("x", at: .zero) == 0)
        #expect(canvas.frame().lines == ["", ""])
    }

    @Test("a picture is clipped to the canvas on every side, each cell its two pixels' colours")
    func pictureClipped() {
        var canvas = Canvas(width: 4, height: 2)
        // 3 × 4 pixels at (-1, 1): cell rows 1 and 2, columns -1 to 1; only row 1, columns 0 and 1 show.
        let rgb: [UInt8] = (0..<12).flatMap { pixel in [UInt8(pixel * 10), 0, 0] }
        canvas.drawPicture(width: 3, height: 4, rgb: rgb, at: Point(x: -1, y: 1))
        // One pixel wide at column 3, from row -1: only its second cell row (pixels 2 and 3) shows, at row 0.
        canvas.drawPicture(
            width: 1, height: 4, rgb: [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4], at: Point(x: 3, y: -1))
        let frame = canvas.frame()
        #expect(frame.lines == ["   ▀", "▀▀  "])
        // Column 0 of row 1 is the picture's column 1: pixel 1 over pixel 4, red 10 and 40.
        #expect(frame[0, 1].style.foregroundRGB == RGBColor(red: 10, green: 0, blue: 0))
        #expect(frame[0, 1].style.backgroundRGB == RGBColor(red: 40, green: 0, blue: 0))
        #expect(frame[1, 1].style.foregroundRGB == RGBColor(red: 20, green: 0, blue: 0))
        #expect(frame[1, 1].style.backgroundRGB == RGBColor(red: 50, green: 0, blue: 0))
        #expect(frame[3, 0].style.foregroundRGB == RGBColor(red: 3, green: 3, blue: 3))
        #expect(frame[3, 0].style.backgroundRGB == RGBColor(red: 4, green: 4, blue: 4))
    }
}
