import Testing
import TextUI

/// Each picture is one line of its frame's snapshot, with its own rectangle and digest.
@Suite("Pictures in the snapshot text")
struct PictureSnapshotTests {
    /// A picture of `width` × `height` pixels, all of one grey.
    func grey(_ level: UInt8, width: Int, height: Int) -> [UInt8] {
        Array(repeating: level, count: width * height * 3)
    }

    /// The `pictures:` lines, without their digests, and the digests.
    func pictureLines(_ frame: Frame) -> (places: [String], digests: [String]) {
        let lines = frame.snapshotText.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "pictures:"), let end = lines.firstIndex(of: "pixels:") else {
            return ([], [])
        }
        let pictures = lines[(start + 1)..<end].map { $0.split(separator: "#").map(String.init) }
        return (pictures.map { $0[0] }, pictures.map { $0[1] })
    }

    @Test("three thumbnails on consecutive rows, and two side by side, are five lines")
    func touchingPictures() throws {
        var canvas = Canvas(width: 12, height: 3)
        for row in 0..<3 {
            canvas.drawPicture(
                width: 4, height: 2, rgb: grey(UInt8(10 * row), width: 4, height: 2), at: Point(x: 1, y: row))
        }
        canvas.drawPicture(width: 2, height: 2, rgb: grey(200, width: 2, height: 2), at: Point(x: 6, y: 0))
        canvas.drawPicture(width: 2, height: 2, rgb: grey(210, width: 2, height: 2), at: Point(x: 8, y: 0))
        let frame = canvas.frame()
        let lines = pictureLines(frame)
        #expect(
            lines.places == [
                "  0:1-5 picture 4x2 ", "  0:6-8 picture 2x2 ", "  0:8-10 picture 2x2 ",
                "  1:1-5 picture 4x2 ", "  2:1-5 picture 4x2 ",
            ])
        #expect(Set(lines.digests).count == 5)
        // Read back from its text, the frame lists the same pictures.
        #expect(try Frame(snapshotText: frame.snapshotText).snapshotText == frame.snapshotText)
    }

    @Test("a picture drawn over in part is listed by what is left of it")
    func overdrawnPicture() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.drawPicture(width: 4, height: 4, rgb: grey(50, width: 4, height: 4), at: Point(x: 0, y: 0))
        canvas.draw("x", at: Point(x: 3, y: 1))
        #expect(pictureLines(canvas.frame()).places == ["  0:0-4 picture 4x2 ", "  1:0-3 picture 3x2 "])
    }
}
