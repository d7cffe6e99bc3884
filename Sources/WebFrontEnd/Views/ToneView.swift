import HTMLUI
import Presenters

/// Presented text as HTML: each tone is a class the style sheet colours; the struck original price is
/// a `<del>`, red and struck through.
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
}
