import Foundation
import Images
import Testing

@testable import ScreensLive

@Suite("Decoded pictures")
struct DecodedPicturesTests {
    /// A decoder that counts its calls and makes a one-pixel picture of the first byte's grey.
    final class Decoder: @unchecked Sendable {
        var calls = 0

        func decode(_ data: Data, _ side: Int) -> Picture? {
            calls += 1
            guard let grey = data.first, grey > 0 else { return nil }
            return Picture(width: 1, height: 1, rgb: [grey, grey, UInt8(side)])
        }
    }

    @Test("the same bytes at the same side are decoded once, found by their bytes, not their Data")
    func decodedOnce() {
        let memo = DecodedPictures(byteLimit: 1_000)
        let decoder = Decoder()
        let first = memo.picture(from: Data([9, 1, 2]), side: 4, decode: decoder.decode)
        let again = memo.picture(from: Data([9, 1] + [2]), side: 4, decode: decoder.decode)
        #expect(first?.rgb == [9, 9, 4])
        #expect(again?.rgb == [9, 9, 4])
        #expect(decoder.calls == 1)
        #expect(memo.picture(from: Data([9, 1, 2]), side: 5, decode: decoder.decode)?.rgb == [9, 9, 5])
        #expect(memo.picture(from: Data([9, 1, 3]), side: 4, decode: decoder.decode)?.rgb == [9, 9, 4])
        #expect(decoder.calls == 3, "another side and other bytes are decoded")
        // Bytes that are no picture are remembered as none.
        #expect(memo.picture(from: Data([0, 1]), side: 4, decode: decoder.decode) == nil)
        #expect(memo.picture(from: Data([0, 1]), side: 4, decode: decoder.decode) == nil)
        #expect(decoder.calls == 4)
        #expect(memo.count == 4)
    }

    @Test("it holds at most its limit of image and picture bytes, the least recently used out first")
    func bounded() {
        // Each entry: 7 bytes of image and 3 of picture, 10 in all; the limit holds two.
        let memo = DecodedPictures(byteLimit: 20)
        let decoder = Decoder()
        let a = Data([1, 0, 0, 0, 0, 0, 0])
        let b = Data([2, 0, 0, 0, 0, 0, 0])
        let c = Data([3, 0, 0, 0, 0, 0, 0])
        _ = memo.picture(from: a, side: 1, decode: decoder.decode)
        _ = memo.picture(from: b, side: 1, decode: decoder.decode)
        #expect(memo.byteCount == 20)
        _ = memo.picture(from: a, side: 1, decode: decoder.decode)
        _ = memo.picture(from: c, side: 1, decode: decoder.decode)
        #expect(memo.byteCount == 20)
        #expect(decoder.calls == 3)
        _ = memo.picture(from: a, side: 1, decode: decoder.decode)
        #expect(decoder.calls == 3, "a was used after b, so b went")
        _ = memo.picture(from: b, side: 1, decode: decoder.decode)
        #expect(decoder.calls == 4)
        // An image larger than the whole limit is decoded every time, never kept.
        let large = Data([4] + [UInt8](repeating: 0, count: 20))
        _ = memo.picture(from: large, side: 1, decode: decoder.decode)
        _ = memo.picture(from: large, side: 1, decode: decoder.decode)
        #expect(decoder.calls == 6)
        #expect(memo.byteCount <= 20)
    }
}
