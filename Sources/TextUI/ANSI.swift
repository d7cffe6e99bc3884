/// The few ANSI escape sequences TextUI writes. Nothing here looks at the environment or the terminal.
enum ANSI {
    /// Control Sequence Introducer: ESC `[`.
    static let csi = "\u{1B}["
    /// Moves the cursor to the top-left corner.
    static let home = csi + "H"
    /// Clears the whole screen.
    static let clearScreen = csi + "2J"
    /// Resets every attribute to the terminal's default.
    static let reset = csi + "0m"

    /// Moves the cursor to `row` and `column`, counted from 0 (the sequence itself counts from 1).
    static func moveCursor(row: Int, column: Int) -> String {
        "\(csi)\(row + 1);\(column + 1)H"
    }

    /// Select Graphic Rendition for `style`, starting from a reset so no earlier attribute lingers:
    /// `ESC[0m` for plain, otherwise `ESC[0;` + the attributes (bold 1, dim 2, inverse 7,
    /// strikethrough 9) and the colours + `m`, e.g. `ESC[0;1;31m` for bold red. RGB colours are written
    /// at `depth`: `38;2;r;g;b` / `48;2;r;g;b`, or `38;5;n` / `48;5;n` from the 256-colour palette.
    static func graphicRendition(for style: Style, depth: ColorDepth = .palette256) -> String {
        var parameters = ["0"]
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.inverse { parameters.append("7") }
        if style.strikethrough { parameters.append("9") }
        if let rgb = style.foregroundRGB {
            parameters.append(rgb.graphicRenditionCode(base: 38, depth: depth))
        } else if let foreground = style.foreground {
            parameters.append(foreground.graphicRenditionCode)
        }
        if let rgb = style.backgroundRGB {
            parameters.append(rgb.graphicRenditionCode(base: 48, depth: depth))
        }
        return csi + parameters.joined(separator: ";") + "m"
    }
}

extension Color {
    /// The SGR parameter that selects this foreground colour: 30–37 for black to white, 90 for gray,
    /// 256-colour 208 for orange.
    var graphicRenditionCode: String {
        switch self {
        case .black: "30"
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .blue: "34"
        case .magenta: "35"
        case .cyan: "36"
        case .white: "37"
        case .gray: "90"
        case .orange: "38;5;208"
        }
    }
}

extension RGBColor {
    /// The SGR parameters that select this colour as foreground (`base` 38) or background (48).
    func graphicRenditionCode(base: Int, depth: ColorDepth) -> String {
        switch depth {
        case .trueColor: "\(base);2;\(red);\(green);\(blue)"
        case .palette256: "\(base);5;\(paletteIndex)"
        }
    }
}
