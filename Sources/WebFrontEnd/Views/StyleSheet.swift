import Foundation

/// The page's style sheet, served at `WebPage.styleSheetPath`, a resource file of this module
/// (`Resources/app.css`): the list as rows or as a responsive grid (two columns on a phone-sized
/// window, more on a wide one), the tones' colours (the original price red and struck through, sold
/// out orange), and dialogs over the screen.
public enum StyleSheet {
    /// The style sheet's text, read once.
    public static let source: String = {
        guard let url = Bundle.module.url(forResource: "app", withExtension: "css"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("the resource app.css is missing from WebFrontEnd's bundle") }
        return text
    }()
}
