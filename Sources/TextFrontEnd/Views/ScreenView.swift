import Screens
import TextUI

/// Draws the app's view state into a text frame: the screen on top, then whatever is presented over
/// it. Pure: the same view state, size and tick always give the same frame, whatever the terminal or
/// environment.
public enum ScreenView {
    /// - Parameter tick: the loading indicator's animation frame (the headless driver always uses 0).
    public static func render(_ view: AppViewState, size: TerminalSize, tick: Int = 0) -> Frame {
        var canvas = Canvas(width: size.width, height: size.height)
        let legend = KeyBindings.legend(for: view)
        TextScreens.screen(view.screenKind)?.draw(view, legend: legend, on: &canvas, tick: tick)
        OverlayView.draw(view, on: &canvas, tick: tick)
        return canvas.frame()
    }

    /// How many products the list's viewport holds at this size, for `ProductListEvent.viewportResized`.
    public static func viewportSize(for size: TerminalSize) -> ViewportSize {
        ListGeometry(size: size).viewportSize
    }
}
