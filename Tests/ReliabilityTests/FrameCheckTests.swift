import Testing

/// The check every hostile frame must pass finds what it is there to find, so a clean result means
/// something.
@Suite("Frame check")
struct FrameCheckTests {
    @Test("the renderer's own CSIs and plain text pass")
    func cleanANSI() {
        #expect(FrameCheck.ansiProblems("\u{1B}[2J\u{1B}[1;1H맥북 \u{1B}[38;5;196m₩1,000\u{1B}[0m") == [])
    }

    @Test("a CSI the renderer never writes, a bare ESC, C0 and C1 controls and bidi controls are found")
    func forbiddenANSI() {
        #expect(FrameCheck.ansiProblems("a\u{1B}[2Kb") == [#"a CSI the renderer never writes: "\u{1B}[2K""#])
        #expect(FrameCheck.ansiProblems("\u{1B}]0;title") == ["ESC at 0 does not start a CSI"])
        #expect(FrameCheck.ansiProblems("\u{1B}[12") == [#"a CSI the renderer never writes: "\u{1B}[12""#])
        #expect(
            FrameCheck.ansiProblems("ab\u{7}c\u{85}d\u{202E}e\u{2067}")
                == [
                    "ansi holds U+7 at 2", "ansi holds U+85 at 4", "ansi holds U+202E at 6",
                    "ansi holds U+2067 at 8",
                ])
    }
}
