import Presenters
import TextUI

/// The text front end's look: how each presenter tone and each piece of chrome is styled.
enum Theme {
    static func style(_ tone: TextTone) -> Style {
        switch tone {
        case .standard: .plain
        case .secondary: Style(foreground: .gray)
        case .struckOriginal: Style(foreground: .red, strikethrough: true)
        case .warning: Style(foreground: .orange)
        case .error: Style(foreground: .red)
        case .accent: Style(foreground: .cyan, bold: true)
        }
    }

    static func spans(_ texts: [PresentedText], separator: String = " ") -> [Span] {
        var spans: [Span] = []
        for (index, text) in texts.enumerated() {
            if index > 0 { spans.append(Span(separator)) }
            spans.append(Span(text.text, style: style(text.tone)))
        }
        return spans
    }

    static let title = Style(bold: true)
    static let selected = Style(inverse: true)
    static let rule = Style(foreground: .gray)
    static let hint = Style(foreground: .gray)
    static let placeholder = Style(foreground: .gray, dim: true)
    /// The mark after the text being typed.
    static let cursor = "▏"

    /// The frames of the loading indicator; the headless driver always draws the first.
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    static func spinnerFrame(_ tick: Int) -> String {
        String(spinner[((tick % spinner.count) + spinner.count) % spinner.count])
    }
}
