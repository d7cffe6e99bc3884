import TextUI

/// The frame a viewer drew last, with the position and screen size it was drawn for: a runner asks for
/// the frame after every key and at every tick, and a step is drawn once, not at each tick. It holds
/// one frame, never more, so its memory is one screen's whatever the recording's length.
@MainActor
final class LastDrawnFrame {
    private var position: Int?
    private var size: TerminalSize?
    private var frame: Frame?

    /// The frame for `position` on `size`: the one kept when it was drawn for them, else `draw()`'s,
    /// which then takes the place of the one kept.
    func frame(at position: Int, size: TerminalSize, draw: () -> Frame) -> Frame {
        if let frame, position == self.position, size == self.size { return frame }
        let drawn = draw()
        (self.position, self.size, frame) = (position, size, drawn)
        return drawn
    }
}
