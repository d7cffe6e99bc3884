import Presenters
import Testing

struct PresentedTextTests {
    @Test func textIsStandardUnlessToldOtherwise() {
        #expect(PresentedText("오픈마켓").tone == .standard)
        #expect(PresentedText("품절", tone: .warning) != PresentedText("품절"))
        #expect(PresentedText("", tone: .error).text.isEmpty)
    }
}
