import Testing
import WebCore

@Suite struct SHA1Tests {
    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            .joined()
    }

    @Test func matchesTheFIPSVectors() {
        #expect(hex(SHA1.hash(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            hex(SHA1.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(hex(SHA1.hash([UInt8]())) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    }

    @Test func hashesOneMillionAs() {
        #expect(
            hex(SHA1.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    /// Lengths around the padding's edges: 55 bytes still take their length in the same block, 56 do
    /// not. Expected digests from Python's hashlib.
    @Test func padsAtTheBlockEdges() {
        let a = UInt8(ascii: "a")
        #expect(
            hex(SHA1.hash([UInt8](repeating: a, count: 55))) == "c1c8bbdc22796e28c0e15163d20899b65621d65a")
        #expect(
            hex(SHA1.hash([UInt8](repeating: a, count: 56))) == "c2db330f6083854c99d4b5bfb6e8f29f201be699")
        #expect(
            hex(SHA1.hash([UInt8](repeating: a, count: 64))) == "0098ba824b5c16427bd7a1122a5a442a25ec644d")
        #expect(
            hex(SHA1.hash([UInt8](repeating: a, count: 119))) == "ee971065aaa017e0632a8ca6c77bb3bf8b1dfc56")
    }

    @Test func hashesTheSameInPieces() {
        var sha = SHA1()
        sha.update(Array("abcdbcdecdefdefgefghfghighijhijk".utf8))
        sha.update(Array("ijkljklmklmnlmnomnopnopq".utf8))
        #expect(hex(sha.finalize()) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }
}
