import Testing

@testable import TextDriver
@testable import TextUI

/// The explorer's checks of every frame (`FrameCheck`), on frames no canvas would draw: made cell by
/// cell, as an app that wrote its cells wrongly would.
struct ExploreFrameCheckTests {
    /// A frame of `width` × 1 whose cells hold `codes` (scalar values), each one column wide, then
    /// blanks.
    static func frame(width: Int, _ codes: [UInt32]) -> Frame {
        var cells = CellGrid(count: width)
        cells.withRow(0, width: width) { row in
            for (x, code) in codes.enumerated() {
                _ = row.place(code, width: 1, style: .plain, x: x, limit: width)
            }
        }
        return Frame(width: width, height: 1, cells: cells)
    }

    @Test("a row whose characters take more columns than the screen has is found, with its width")
    func tooWide() throws {
        // Four Hangul syllables, each placed in one cell but two columns wide: 8 columns on 4.
        let frame = Self.frame(width: 4, [0xAC00, 0xAC01, 0xAC02, 0xAC03])
        let broken = try #require(FrameCheck.broken(frame, TerminalSize(width: 4, height: 1)))
        #expect(broken.invariant == "every frame fits its screen")
        #expect(broken.message == "row 1 is 8 columns wide: 가각갂갃")
    }

    @Test("a row holding what the sanitizer takes out (a right-to-left override) is found")
    func unsanitized() throws {
        let frame = Self.frame(width: 4, [0x61, 0x202E, 0x62])
        let broken = try #require(FrameCheck.broken(frame, TerminalSize(width: 4, height: 1)))
        #expect(broken.invariant == "every frame is sanitized")
        // The override is written out, not sent to the terminal that shows the message.
        #expect(broken.message == #"row 1 holds characters the sanitizer takes out: "a\u{202E}b ""#)
    }

    @Test("a row of standalone scalars that fits passes")
    func fits() {
        #expect(
            FrameCheck.broken(Self.frame(width: 4, [0x61, 0x2500, 0x62]), TerminalSize(width: 4, height: 1))
                == nil)
    }
}
