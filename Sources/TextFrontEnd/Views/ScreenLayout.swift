import TextUI

/// The regions every screen shares, top to bottom: the title bar, the rule under it, the content, and
/// the footer on the last row.
struct ScreenLayout {
    /// Rows of the title bar, of the rule under it, and of the footer.
    static let titleRows = 1
    static let ruleRows = 1
    static let footerRows = 1
    /// Blank columns between text and the left and right edges of the content.
    static let margin = 1
    /// Blank columns between two texts on one row (a title and what is right of it, a status and the
    /// key legend, a product's name and its stock).
    static let gap = 1

    let titleBar: Rect
    let headerRule: Rect
    let content: Rect
    let footer: Rect

    init(_ bounds: Rect) {
        let (header, belowHeader) = bounds.split(top: Self.titleRows + Self.ruleRows)
        (titleBar, headerRule) = header.split(top: Self.titleRows)
        content = belowHeader.split(bottom: Self.footerRows).rest
        // From the bottom, so a screen too short for the rest still has its footer.
        footer = bounds.split(bottom: Self.footerRows).bottom
    }

    /// The content less its margins: where text goes.
    var body: Rect { content.inset(horizontal: Self.margin) }
}
