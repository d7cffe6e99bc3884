import Testing
import TextDriver

@Suite("Key decoding")
struct KeyDecoderTests {
    @Test(
        "terminal bytes become keys",
        arguments: [
            ([0x6A], [Key.character("j")]),
            ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42], [.up, .down]),
            ([0x1B, 0x4F, 0x43], [.right]),
            ([0x1B, 0x5B, 0x5A], [.backtab]),
            ([0x0D, 0x09, 0x7F, 0x03], [.enter, .tab, .backspace, .interrupt]),
            (Array("아".utf8), [.character("아")]),
            ([0x1B, 0x5B, 0x31, 0x35, 0x7E], [.unrecognized]),
            (
                [0x1B, 0x5B, 0x33, 0x7E, 0x1B, 0x5B, 0x48, 0x01, 0x6A],
                [.unrecognized, .unrecognized, .unrecognized, .character("j")]
            ),
        ] as [([UInt8], [Key])])
    func decodes(bytes: [UInt8], keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: bytes) == keys)
    }

    @Test("a sequence split across reads waits for its end; a lone escape is flushed as esc")
    func partialSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.keys(from: [0x1B]).isEmpty)
        #expect(decoder.keys(from: [0x5B]).isEmpty)
        #expect(decoder.keys(from: [0x44]) == [.left])
        #expect(decoder.keys(from: [0xEC, 0x95]).isEmpty)
        #expect(decoder.keys(from: [0x84]) == [.character("아")])
        #expect(decoder.keys(from: [0x1B]).isEmpty)
        #expect(decoder.flushEscape() == [.escape])
    }

    @Test("script key names")
    func names() {
        #expect(Key(name: "esc") == .escape)
        #expect(Key(name: "space") == .character(" "))
        #expect(Key(name: "q") == .character("q"))
        #expect(Key(name: "enterr") == nil)
        #expect(Key(name: "") == nil)
    }
}
