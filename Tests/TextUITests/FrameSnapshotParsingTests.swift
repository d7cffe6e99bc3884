import Testing
import TextUI

@Suite("Reading a frame back from its snapshot text")
struct FrameSnapshotParsingTests {
    @Test("text, wide characters, styles and pictures come back cell for cell")
    func roundTrip() throws {
        var canvas = Canvas(width: 14, height: 4)
        canvas.draw("품절 Sold", at: Point(x: 0, y: 0), style: Style(foreground: .orange, bold: true))
        canvas.draw("₩900", at: Point(x: 0, y: 1), style: Style(foreground: .red, strikethrough: true))
        canvas.draw(
            "x", at: Point(x: 6, y: 1),
            style: Style(inverse: true, foregroundRGB: RGBColor(red: 1, green: 2, blue: 3)))
        let rgb: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]
        canvas.drawPicture(width: 2, height: 3, rgb: rgb, at: Point(x: 10, y: 2))
        let frame = canvas.frame()
        let parsed = try Frame(snapshotText: frame.snapshotText)
        #expect(parsed == frame)
        #expect(parsed[11, 2].style.foregroundRGB == RGBColor(red: 0, green: 255, blue: 0))
        #expect(parsed[11, 2].style.backgroundRGB == RGBColor(red: 10, green: 20, blue: 30))
        #expect(parsed[10, 3].style.foregroundRGB == RGBColor(red: 40, green: 50, blue: 60))
        #expect(parsed[10, 3].style.backgroundRGB == nil)
    }

    @Test("the pixels follow the readable picture line, one line a pixel row")
    func pixelsSection() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.drawPicture(
            width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 2, 3], at: Point(x: 1, y: 0))
        let text = canvas.frame().snapshotText
        #expect(text.contains("pictures:\n  0:1-3 picture 2x2 #"))
        #expect(text.hasSuffix("\npixels:\n  0:1-3\n    ff000000ff00\n    0000ff010203\n"))
    }

    @Test("a line that is not of the format is named")
    func badLine() {
        #expect(throws: TextLineError(line: 2, message: "a row must end with │")) {
            try Frame(snapshotText: "ab│\ncd\n")
        }
        #expect(throws: TextLineError(line: 3, message: "unknown style 'purple'")) {
            try Frame(snapshotText: "ab│\nstyles:\n  0:0-2 purple \"ab\"\n")
        }
    }

    @Test("style names read back as the styles that wrote them")
    func styleNames() {
        let styles = [
            Style(foreground: .red, strikethrough: true), Style(bold: true, inverse: true), .plain,
            Style(
                dim: true, foregroundRGB: RGBColor(red: 255, green: 136, blue: 0),
                backgroundRGB: RGBColor(red: 16, green: 32, blue: 48)),
        ]
        for style in styles { #expect(Style(name: style.name) == style) }
        #expect(Style(name: "red bold").map(\.name) == "red bold")
        #expect(Style(name: "bold red") == nil)
        #expect(Style(name: "#12345g") == nil)
    }
}
