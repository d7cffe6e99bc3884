import Images
import Testing
import TextUI

/// Frames written for each way of drawing pictures: real pixels placed over the half blocks, placed
/// again when the pictures move or an overlay covers one, and nothing left after the last frame.
struct FrameWriterTests {
    /// Red, green / blue, red: the picture of `SixelEncoderTests.smallPicture`.
    static let image = Picture(width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 0, 0])!
    static let sixel = "\u{1B}P0;1;0q\"1;1;2;2#0;2;100;0;0#1;2;0;100;0#2;2;0;0;100#0@A$#1?@$#2A\u{1B}\\"

    /// A 6 × 3 frame with the picture on two cells from column `x` of row 1, and `text` at the top left.
    static func frame(pictureAt x: Int?, text: String = "", overlay: Bool = false) -> Frame {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw(text, at: Point(x: 0, y: 0))
        if let x { canvas.placePicture(image, in: Rect(x: x, y: 1, width: 2, height: 1)) }
        if overlay { canvas.draw("#", at: Point(x: 2, y: 1)) }
        return canvas.frame()
    }

    @Test("A placed picture is in the frame while its half blocks are whole: not under text, not cut off")
    func wholePictures() {
        #expect(
            Self.frame(pictureAt: 1).pictures == [
                PicturePlacement(area: Rect(x: 1, y: 1, width: 2, height: 1), image: Self.image)
            ])
        #expect(Self.frame(pictureAt: 1, overlay: true).pictures == [])
        #expect(Self.frame(pictureAt: 5).pictures == [])
    }

    @Test("Sixel: each new picture drawn; the cells of one gone written again over its pixels")
    func sixel() {
        var writer = FrameWriter(pictures: .sixel(cellWidth: 1, cellHeight: 2), colorDepth: .trueColor)
        let first = Self.frame(pictureAt: 1)
        #expect(
            writer.update(from: nil, to: first) == first.ansi(colorDepth: .trueColor) + "\u{1B}[2;2H"
                + Self.sixel)
        #expect(writer.update(from: first, to: first) == "")
        let typed = Self.frame(pictureAt: 1, text: "ab")
        #expect(
            writer.update(from: first, to: typed) == typed.ansiUpdate(from: first, colorDepth: .trueColor))
        // Moved two columns right: the two cells it left written again (blank), then the picture.
        let moved = Self.frame(pictureAt: 3, text: "ab")
        #expect(
            writer.update(from: typed, to: moved)
                == moved.ansiUpdate(from: typed, colorDepth: .trueColor) + "\u{1B}[2;2H\u{1B}[0m  \u{1B}[0m"
                + "\u{1B}[2;4H" + Self.sixel)
        // Back, with `#` over its right half: no picture, and its old cells written again.
        let over = Self.frame(pictureAt: 1, text: "ab", overlay: true)
        #expect(over.pictures.isEmpty)
        #expect(
            writer.update(from: moved, to: over)
                == over.ansiUpdate(from: moved, colorDepth: .trueColor) + "\u{1B}[2;4H\u{1B}[0m  \u{1B}[0m")
        #expect(writer.finish == "")
    }

    @Test(
        "Kitty: each image sent once, placed again by id after the old placements are deleted; all deleted at the end"
    )
    func kitty() {
        var writer = FrameWriter(pictures: .kitty, colorDepth: .trueColor)
        let first = Self.frame(pictureAt: 1)
        #expect(
            writer.update(from: nil, to: first)
                == first.ansi(colorDepth: .trueColor) + "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"
                + "\u{1B}_Ga=t,f=24,s=2,v=2,i=1,q=2,m=0;/wAAAP8AAAD//wAA\u{1B}\\" + "\u{1B}[2;2H"
                + "\u{1B}_Ga=p,i=1,c=2,r=1,C=1,q=2\u{1B}\\")
        #expect(writer.update(from: first, to: first) == "")
        let moved = Self.frame(pictureAt: 3)
        #expect(
            writer.update(from: first, to: moved)
                == moved.ansiUpdate(from: first, colorDepth: .trueColor) + "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"
                + "\u{1B}[2;4H\u{1B}_Ga=p,i=1,c=2,r=1,C=1,q=2\u{1B}\\")
        let over = Self.frame(pictureAt: 1, overlay: true)
        #expect(
            writer.update(from: moved, to: over)
                == over.ansiUpdate(from: moved, colorDepth: .trueColor) + "\u{1B}_Ga=d,d=a,q=2\u{1B}\\")
        #expect(writer.finish == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }

    @Test("Half blocks are the frame's own cells; none leaves the picture's cells blank")
    func blocksAndNone() {
        let frame = Self.frame(pictureAt: 1, text: "ab")
        var blocks = FrameWriter(pictures: .blocks, colorDepth: .trueColor)
        #expect(blocks.update(from: nil, to: frame) == frame.ansi(colorDepth: .trueColor))
        var none = FrameWriter(pictures: .none, colorDepth: .trueColor)
        let text = none.update(from: nil, to: frame)
        #expect(text.contains("ab") && !text.contains("▀"))
        #expect(text == Self.frame(pictureAt: nil, text: "ab").ansi(colorDepth: .trueColor))
    }
}
