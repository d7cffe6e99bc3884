import HTMLUI
import Presenters

/// Presented text as HTML: each tone is a class the style sheet colours; the struck original price is
/// a `<del>`, red and struck through, and said in words to a screen reader.
enum ToneView {
    static func text(_ text: PresentedText) -> HTMLNode {
        switch text.tone {
        case .struckOriginal: Tag.del(.class("tone-struck")) { text.text }
        case .standard: Tag.span { text.text }
        case .secondary: Tag.span(.class("tone-secondary")) { text.text }
        case .warning: Tag.span(.class("tone-warning")) { text.text }
        case .error: Tag.span(.class("tone-error")) { text.text }
        case .accent: Tag.span(.class("tone-accent")) { text.text }
        }
    }

    /// A price line: the original price struck through, then the bargain price, a space between.
    static func line(_ parts: [PresentedText]) -> [HTMLNode] {
        parts.enumerated().flatMap { index, part in index == 0 ? [text(part)] : [.text(" "), text(part)] }
    }

    /// A price line as `line` draws it, read out as `spoken` where that says more than the line (a
    /// struck price, in words): the line hidden from screen readers, the words hidden from the eye.
    static func price(_ parts: [PresentedText], spoken: String) -> [HTMLNode] {
        guard spoken != parts.map(\.text).joined(separator: " ") else { return line(parts) }
        return [
            Tag.span(.aria("hidden", "true")) { line(parts) },
            Tag.span(.class("visually-hidden")) { spoken },
        ]
    }
}
