import Screens
import Testing
import TextFrontEnd
import TextUI

/// Pictures take the room a screen gives them: the detail's pager and the GRID cell's picture grow with
/// the terminal, each still one `pictures:` line of its snapshot.
@Suite("Picture room")
struct PictureRoomTests {
    /// The `pictures:` lines of the frame `state` shows on `size`.
    private func pictureLines(_ state: AppState, _ size: TerminalSize) -> [Substring] {
        ScreenView.render(state.viewState, size: size).snapshotText.split(separator: "\n")
            .filter { $0.contains(" picture ") }
    }

    @Test(
        "the pager's 12-pixel picture fills the rows the text leaves: 38 columns on 100 × 30, 26 on 80 × 24",
        arguments: [
            (TerminalSize(width: 100, height: 30), "  2:3-41 picture 38x38 #"),
            (TerminalSize(width: 80, height: 24), "  2:3-29 picture 26x26 #"),
            (TerminalSize(width: 40, height: 16), "  2:3-13 picture 10x10 #"),
        ])
    func pager(size: TerminalSize, line: String) {
        let lines = pictureLines(ScreenSnapshotTests.detailState(.english, size), size)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(line) == true)
    }

    @Test(
        "a GRID cell's 4-pixel thumbnail grows with the cell: 14 pixels on 100 × 30, 8 on 80 × 24",
        arguments: [
            (TerminalSize(width: 100, height: 30), "  3:3-17 picture 14x14 #"),
            (TerminalSize(width: 80, height: 24), "  3:6-14 picture 8x8 #"),
        ])
    func grid(size: TerminalSize, line: String) {
        let lines = pictureLines(Showcase.loadedList(.english, size, grid: true), size)
        #expect(lines.first?.hasPrefix(line) == true)
    }
}
