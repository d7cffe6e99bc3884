import Foundation
import Images
import Testing
import TextUI

struct KittyGraphicsTests {
    /// The keys and the joined payload of a run of kitty APC sequences, the payload base64-decoded.
    private func decode(_ text: String) -> (keys: [String], pixels: [UInt8]?) {
        var keys: [String] = []
        var payload = ""
        for sequence in text.components(separatedBy: "\u{1B}\\") where !sequence.isEmpty {
            guard sequence.hasPrefix("\u{1B}_G") else { return ([], nil) }
            let body = sequence.dropFirst(3).split(
                separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            keys.append(String(body[0]))
            payload += body.count > 1 ? String(body[1]) : ""
        }
        return (keys, Data(base64Encoded: payload).map { [UInt8]($0) })
    }

    @Test("A small image goes in one chunk, m=0, its pixels in base64")
    func smallImage() throws {
        let image = try #require(Picture(width: 2, height: 1, rgb: [255, 0, 0, 0, 0, 255]))
        let sent = KittyGraphics.transmit(image, id: 1)
        #expect(sent == "\u{1B}_Ga=t,f=24,s=2,v=1,i=1,q=2,m=0;/wAAAAD/\u{1B}\\")
        #expect(decode(sent).pixels == image.rgb)
    }

    @Test(
        "Larger images go in chunks of at most 4,096 characters, m=1 until the last",
        arguments: [
            (64, ["a=t,f=24,s=64,v=32,i=7,q=2,m=1", "m=0"]),
            (65, ["a=t,f=24,s=65,v=32,i=7,q=2,m=1", "m=1", "m=0"]),
        ])
    func chunks(width: Int, keys: [String]) throws {
        let rgb = (0..<width * 32 * 3).map { UInt8($0 % 251) }
        let image = try #require(Picture(width: width, height: 32, rgb: rgb))
        let sent = KittyGraphics.transmit(image, id: 7)
        let decoded = decode(sent)
        #expect(decoded.keys == keys)
        #expect(decoded.pixels == rgb)
        let chunkLengths = sent.components(separatedBy: "\u{1B}\\").dropLast().map {
            $0.split(separator: ";", maxSplits: 1)[1].count
        }
        #expect(chunkLengths.allSatisfy { $0 <= 4_096 })
        #expect(chunkLengths.reduce(0, +) == (width * 32 * 3 + 2) / 3 * 4)
    }

    @Test("Placing, and deleting the placements or everything")
    func placeAndDelete() {
        #expect(
            KittyGraphics.place(id: 3, columns: 38, rows: 19) == "\u{1B}_Ga=p,i=3,c=38,r=19,C=1,q=2\u{1B}\\")
        #expect(KittyGraphics.deletePlacements == "\u{1B}_Ga=d,d=a,q=2\u{1B}\\")
        #expect(KittyGraphics.deleteAll == "\u{1B}_Ga=d,d=A,q=2\u{1B}\\")
    }
}
