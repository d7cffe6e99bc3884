import Testing
import TextUI

struct FrameTests {
    @Test("Lines skip continuation cells and keep trailing spaces")
    func lines() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("품절", at: Point(x: 1, y: 1))
        #expect(canvas.frame().lines == ["      ", " 품절 "])
    }

    @Test("A row of standalone scalars is measured from its cells; one holding a cluster is not")
    func standaloneWidth() {
        var canvas = Canvas(width: 8, height: 3)
        canvas.draw("품절 ok", at: Point(x: 0, y: 0))
        canvas.draw("a👩‍💻b", at: Point(x: 0, y: 1))
        canvas.draw("│─┼", at: Point(x: 2, y: 2))
        let frame = canvas.frame()
        // 품 and 절 take two columns each, the space, o, k and the blanks after them one.
        #expect(frame.standaloneWidth(ofRow: 0) == 8)
        #expect(frame.line(0) == "품절 ok ")
        #expect(frame.standaloneWidth(ofRow: 1) == nil, "the emoji is a cluster of three scalars")
        #expect(frame.standaloneWidth(ofRow: 2) == 8)
        #expect(frame.lines == (0..<3).map(frame.line))
    }

    @Test("Contains finds text within one row only")
    func contains() {
        var canvas = Canvas(width: 8, height: 2)
        canvas.draw("Sold", at: Point(x: 4, y: 0))
        canvas.draw("out", at: Point(x: 0, y: 1))
        let frame = canvas.frame()
        #expect(frame.contains("Sold"))
        #expect(frame.contains("out"))
        #expect(!frame.contains("Sold out"))
        #expect(!frame.contains("Soldout"))
    }

    @Test(
        "Cells outside the frame read as blank",
        arguments: [(-1, 0), (0, -1), (3, 0), (0, 2), (Int.min, Int.max)])
    func subscriptOutside(x: Int, y: Int) {
        var canvas = Canvas(width: 3, height: 2)
        canvas.fill(canvas.bounds, with: "#", style: Style(bold: true))
        #expect(canvas.frame()[x, y] == .blank)
    }

    @Test("Snapshot text shows rows, right edges and styled runs")
    func snapshotText() {
        var canvas = Canvas(width: 12, height: 2)
        canvas.draw("Price:", at: .zero)
        canvas.draw("₩900", at: Point(x: 7, y: 0), style: Style(foreground: .red, strikethrough: true))
        canvas.draw("품절", at: Point(x: 0, y: 1), style: Style(bold: true, inverse: true))
        #expect(
            canvas.frame().snapshotText == """
                Price: ₩900 │
                품절        │
                styles:
                  0:7-11 red strikethrough "₩900"
                  1:0-4 bold inverse "품절"

                """
        )
    }

    @Test("A plain frame has no styles section")
    func plainSnapshot() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw("ab", at: Point(x: 1, y: 1))
        #expect(canvas.frame().snapshotText == "   │\n ab│\n")
    }

    @Test("Runs join cells of one style and split where the style changes")
    func styledRuns() {
        var canvas = Canvas(width: 10, height: 1)
        let orange = Style(foreground: .orange)
        canvas.draw(
            [Span("ab", style: orange), Span("cd", style: orange), Span("ef", style: Style(dim: true))],
            at: .zero)
        canvas.draw("g", at: Point(x: 7, y: 0), style: orange)
        #expect(
            canvas.frame().snapshotText == """
                abcdef g  │
                styles:
                  0:0-4 orange "abcd"
                  0:4-6 dim "ef"
                  0:7-8 orange "g"

                """
        )
    }

    @Test(
        "Style names read colour then attributes",
        arguments: [
            (Style(), "plain"), (Style(foreground: .red, strikethrough: true), "red strikethrough"),
            (Style(foreground: .orange), "orange"), (Style(bold: true, inverse: true), "bold inverse"),
            (
                Style(foreground: .gray, bold: true, dim: true, strikethrough: true, inverse: true),
                "gray bold dim strikethrough inverse"
            ),
        ]
    )
    func styleName(style: Style, name: String) {
        #expect(style.name == name)
        #expect(style.isPlain == (name == "plain"))
    }
}

struct FrameClusterTests {
    @Test("Clusters of several scalars are drawn, printed and compared whole")
    func clusters() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.draw("👩‍💻e\u{301}🇰🇷x", at: .zero)
        let frame = canvas.frame()
        #expect(frame.lines == ["👩‍💻e\u{301}🇰🇷x  "])
        #expect(frame[0, 0].character == "👩‍💻")
        #expect(frame[1, 0].isContinuation)
        #expect(frame[2, 0].character == "e\u{301}")
        #expect(frame.snapshotText == "👩‍💻e\u{301}🇰🇷x  │\n")
    }

    @Test("Frames drawn in another order, or with canonically equivalent characters, are equal")
    func equalityFollowsCells() {
        var first = Canvas(width: 6, height: 1)
        first.draw("👍🏽", at: .zero)
        first.draw("❤️", at: Point(x: 3, y: 0))
        first.draw("\u{E9}", at: Point(x: 5, y: 0))
        var second = Canvas(width: 6, height: 1)
        second.draw("❤️", at: Point(x: 3, y: 0))
        second.draw("👍🏽", at: .zero)
        second.draw("e\u{301}", at: Point(x: 5, y: 0))
        #expect(first.frame() == second.frame())
        #expect(first.frame().hashValue == second.frame().hashValue)
        #expect(first.frame()[5, 0] == second.frame()[5, 0])
        second.draw("👍🏻", at: .zero)
        #expect(first.frame() != second.frame())
        #expect(first.frame().ansiUpdate(from: second.frame()).contains("👍🏽"))
    }
}
