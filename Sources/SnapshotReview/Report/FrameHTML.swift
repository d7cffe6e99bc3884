import HTMLUI
import TextUI

/// A frame as HTML that looks as the terminal draws it: one `<span>` per run of cells sharing a style,
/// colours, bold, dim, strikethrough and inverse as CSS, pictures as coloured half blocks.
enum FrameHTML {
    /// The terminal colours a frame's named colours are drawn in.
    static let palette: [Color: String] = [
        .black: "#000000", .red: "#cd3131", .green: "#0dbc79", .yellow: "#e5e510", .blue: "#2472c8",
        .magenta: "#bc3fbc", .cyan: "#11a8cd", .white: "#e5e5e5", .gray: "#808080", .orange: "#ff8700",
    ]
    /// The terminal's own colours, where a cell names none.
    static let defaultForeground = "#d4d4d4"
    static let defaultBackground = "#1e1e1e"

    /// `<pre class="frame">` with `frame`'s rows; cells that differ from `other` (the frame on the
    /// other side; every cell when its size differs or there is none) get the class `changed`.
    static func render(_ frame: Frame, comparedWith other: Frame?) -> String {
        let sameSize = other.map { $0.width == frame.width && $0.height == frame.height } ?? false
        var html = "<pre class=\"frame\">"
        for y in 0..<frame.height {
            var run = ""
            var runKey: (Style, Bool)?
            func closeRun() {
                guard let (style, changed) = runKey else { return }
                html += "<span\(changed ? " class=\"changed\"" : "") style=\"\(css(style))\">\(run)</span>"
                run = ""
            }
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard !cell.isContinuation else { continue }
                let isWide = frame[x + 1, y].isContinuation
                let changed =
                    !sameSize || other?[x, y] != cell || (isWide && other?[x + 1, y] != frame[x + 1, y])
                if runKey.map({ $0.0 != cell.style || $0.1 != changed }) ?? true {
                    closeRun()
                    runKey = (cell.style, changed)
                }
                run += HTMLRenderer.escapeAttribute(String(cell.character))
            }
            closeRun()
            html += "\n"
        }
        return html + "</pre>"
    }

    /// The CSS of one style; the empty string for plain cells.
    static func css(_ style: Style) -> String {
        var foreground = style.foregroundRGB?.hex ?? style.foreground.flatMap { palette[$0] }
        var background = style.backgroundRGB?.hex
        if style.inverse {
            (foreground, background) = (background ?? defaultBackground, foreground ?? defaultForeground)
        }
        var rules: [String] = []
        if let foreground { rules.append("color:\(foreground)") }
        if let background { rules.append("background:\(background)") }
        if style.bold { rules.append("font-weight:bold") }
        if style.dim { rules.append("opacity:0.6") }
        if style.strikethrough { rules.append("text-decoration:line-through") }
        return rules.joined(separator: ";")
    }
}
