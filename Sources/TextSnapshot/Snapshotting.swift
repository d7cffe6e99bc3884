import TextUI

/// How a value becomes the text of its snapshot: a strategy for `assertSnapshot(of:as:named:)`.
///
/// The framework gives `.frame` (a `Frame`'s text, styles and pictures), `.html` (a page, which
/// `snapshots report` draws as a page), `.lines` (any text) and `.dump` (any value, as
/// `dump(_:to:)` writes it). Add your own for any type:
///
/// ```swift
/// extension Snapshotting where Value == Receipt {
///     static let receipt = Snapshotting { $0.lines.joined(separator: "\n") }
/// }
/// ```
public struct Snapshotting<Value>: Sendable {
    /// What the snapshot's name ends with: `.html` marks a web page's snapshot.
    public var nameSuffix: String
    /// The snapshot text of a value; the same value must always give the same text.
    public var text: @Sendable (Value) -> String

    public init(nameSuffix: String = "", text: @escaping @Sendable (Value) -> String) {
        self.nameSuffix = nameSuffix
        self.text = text
    }
}

extension Snapshotting where Value == Frame {
    /// A frame's text with each line's end marked `│`, its styled runs and its pictures.
    public static var frame: Snapshotting { Snapshotting { $0.snapshotText } }
}

extension Snapshotting where Value == String {
    /// The text itself, ending with a newline.
    public static var lines: Snapshotting { Snapshotting { $0.hasSuffix("\n") ? $0 : $0 + "\n" } }

    /// A web page's HTML, as text; `snapshots report` draws it as a page.
    public static var html: Snapshotting { Snapshotting(nameSuffix: ".html", text: lines.text) }

    /// What a screen reader gets from a screen, in Playwright's ARIA snapshot grammar
    /// (`AccessibilityText`'s `ariaSnapshot`).
    public static var aria: Snapshotting { Snapshotting(nameSuffix: ".aria", text: lines.text) }
}

extension Snapshotting {
    /// Any value as `dump(_:to:)` writes it: every stored property, nested. A dictionary's or a set's
    /// order is not stable: snapshot a sorted form of it.
    public static var dump: Snapshotting {
        Snapshotting { value in
            var text = ""
            Swift.dump(value, to: &text)
            return text
        }
    }
}
