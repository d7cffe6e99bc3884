import Foundation
import Images
import Testing

/// `Picture`: the RGB pixels a view state carries, made only at sides in `sides` with exactly their
/// bytes, scaled by Images' area averaging as a terminal's pictures are, and kept in JSON as base64.
struct PictureTests {
    static func scaled(_ rgb: [UInt8], _ width: Int, _ height: Int, to newWidth: Int, _ newHeight: Int)
        -> [UInt8]?
    {
        Picture(width: width, height: height, rgb: rgb)?.scaled(toWidth: newWidth, height: newHeight)?.rgb
    }

    @Test("A side may be 1 to 4,096 pixels, and the bytes must be three a pixel")
    func sides() {
        #expect(
            Picture(width: 4_096, height: 1, rgb: [UInt8](repeating: 7, count: 4_096 * 3))?.width == 4_096)
        #expect(
            Picture(width: 1, height: 4_096, rgb: [UInt8](repeating: 7, count: 4_096 * 3))?.height == 4_096)
        #expect(Picture(width: 4_097, height: 1, rgb: [UInt8](repeating: 7, count: 4_097 * 3)) == nil)
        #expect(Picture(width: 1, height: 4_097, rgb: [UInt8](repeating: 7, count: 4_097 * 3)) == nil)
        #expect(Picture(width: 0, height: 1, rgb: []) == nil)
        #expect(Picture(width: 2, height: 1, rgb: [9, 8, 7]) == nil)
        #expect(Picture(width: 1, height: 1, rgb: [9, 8, 7, 6]) == nil)
    }

    @Test("Shrinking averages the pixels each new pixel covers, rounded")
    func shrinking() {
        // 2 × 2 pixels: red channel 0, 10, 20, 31; green 255 everywhere; blue 1, 2, 3, 4.
        let rgb: [UInt8] = [0, 255, 1, 10, 255, 2, 20, 255, 3, 31, 255, 4]
        #expect(Self.scaled(rgb, 2, 2, to: 1, 1) == [15, 255, 3])
        #expect(Self.scaled(rgb, 2, 2, to: 1, 2) == [5, 255, 2, 26, 255, 4])
    }

    @Test("A pixel partly covered counts for the part covered")
    func partlyCovered() {
        // Three greys, 0, 90 and 180, into two pixels: each covers one and a half of them.
        let rgb: [UInt8] = [0, 0, 0, 90, 90, 90, 180, 180, 180]
        #expect(Self.scaled(rgb, 3, 1, to: 2, 1) == [30, 30, 30, 150, 150, 150])
    }

    @Test("Enlarging by a whole factor repeats each pixel")
    func enlarging() {
        let rgb: [UInt8] = [1, 2, 3, 4, 5, 6]
        #expect(
            Self.scaled(rgb, 2, 1, to: 4, 2)
                == [1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6])
    }

    @Test("The same size gives the same bytes; a new side out of 1...4,096 gives none")
    func scalingEdges() {
        let rgb: [UInt8] = [9, 8, 7]
        #expect(Self.scaled(rgb, 1, 1, to: 1, 1) == rgb)
        #expect(Self.scaled(rgb, 1, 1, to: 0, 1) == nil)
        #expect(Self.scaled(rgb, 1, 1, to: 1, -3) == nil)
        #expect(Self.scaled(rgb, 1, 1, to: 4_097, 1) == nil)
        #expect(
            Self.scaled(rgb, 1, 1, to: 4_096, 1) == Array([[UInt8]](repeating: rgb, count: 4_096).joined()))
    }

    @Test("JSON holds the sides and the bytes in base64, and reads back as the same picture")
    func json() throws {
        let picture = try #require(Picture(width: 2, height: 1, rgb: [255, 0, 0, 0, 128, 255]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(picture), as: UTF8.self)
        #expect(json == #"{"height":1,"rgb":"/wAAAID/","width":2}"#)
        #expect(try JSONDecoder().decode(Picture.self, from: Data(json.utf8)) == picture)
    }

    @Test("JSON with a side out of 1...4,096 or the wrong byte count is an error naming the field")
    func badJSON() {
        let cases: [(json: String, field: String)] = [
            (#"{"height":1,"rgb":"","width":0}"#, "width"),
            (#"{"height":4097,"rgb":"","width":1}"#, "height"),
            (#"{"height":1,"rgb":"AAAA","width":2}"#, "rgb"),
        ]
        for (json, field) in cases {
            let error = #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(Picture.self, from: Data(json.utf8))
            }
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("\(json): \(String(describing: error))")
                continue
            }
            #expect(context.codingPath.map(\.stringValue) == [field], "\(json)")
        }
    }

    @Test func anImageIsLaidOnWhiteByItsAlpha() {
        // Black at alpha 128 over white: (0 × 128 + 255 × 127 + 127) / 255 = 127; opaque red stays red.
        let image = Image(width: 2, height: 1, pixels: [0, 0, 0, 128, 255, 0, 0, 255])
        #expect(Picture(image)?.rgb == [127, 127, 127, 255, 0, 0])
        #expect(Picture(Image(width: 0, height: 0, pixels: [])) == nil, "a side of 0 is no picture")
    }

    /// Where the bytes of `picture` are: the same address for two pictures alive at once is one buffer.
    static func address(_ picture: Picture?) -> UnsafeRawPointer? {
        picture?.rgb.withUnsafeBytes { $0.baseAddress }
    }

    @Test("A size asked for lately is not scaled again: the same pixels come back, for four sizes")
    func scalingsKept() throws {
        let picture = try #require(Picture(width: 8, height: 8, rgb: (0..<192).map { UInt8($0) }))
        let first = picture.scaled(toWidth: 4, height: 4)
        let copy = picture
        #expect(Self.address(copy.scaled(toWidth: 4, height: 4)) == Self.address(first), "a copy shares them")
        let others = [(2, 2), (3, 3), (5, 5)].map { picture.scaled(toWidth: $0.0, height: $0.1) }
        #expect(Self.address(picture.scaled(toWidth: 4, height: 4)) == Self.address(first))
        #expect(others.allSatisfy { $0 != nil })
        // A fifth size pushes the oldest (4 × 4) out: it is scaled anew, the same pixels in new bytes.
        let fifth = picture.scaled(toWidth: 6, height: 6)
        let again = picture.scaled(toWidth: 4, height: 4)
        #expect(again == first)
        #expect(Self.address(again) != Self.address(first))
        #expect(fifth?.width == 6)
    }

    @Test("Pictures are equal by their sides and pixels, copies and separately made ones alike")
    func equality() {
        let a = Picture(width: 1, height: 1, rgb: [1, 2, 3])
        #expect(a == Picture(width: 1, height: 1, rgb: [1, 2, 3]))
        #expect(a != Picture(width: 1, height: 1, rgb: [1, 2, 4]))
        #expect(Set([a, Picture(width: 1, height: 1, rgb: [1, 2, 3])]).count == 1)
    }
}
