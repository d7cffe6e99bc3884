import Screens
import Testing
import TextFrontEnd
import TextUI

/// A terminal too short for a whole cell still shows the products its footer counts.
@Suite("Short screens")
struct ShortScreenTests {
    @Test("GRID on a screen shorter than a cell shows the first row of products, cut off at the footer")
    func shortGrid() {
        let size = TerminalSize(width: 80, height: 8)
        let state = Showcase.loadedList(.english, size, grid: true)
        let lines = ScreenView.render(state.viewState, size: size).lines
        #expect(lines.count == 8)
        #expect(lines[2].hasPrefix("┌"))
        // The box's top, two rows of picture, then the name.
        #expect(lines[5].contains("아이폰13"))
        #expect(lines[7].hasPrefix("1-4/6 "))
        #expect(lines[7].hasSuffix(" ↑↓ ⏎ g r n q"))
        #expect(!lines[7].contains("─"), "the footer row shows nothing of the cells under it")
    }
}
