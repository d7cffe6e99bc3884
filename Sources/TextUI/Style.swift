/// How a cell is drawn: an optional foreground colour plus on/off text attributes.
public struct Style: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's default colour.
    public var foreground: Color?
    /// Heavier text.
    public var bold: Bool
    /// Fainter text.
    public var dim: Bool
    /// Text with a line through it.
    public var strikethrough: Bool
    /// Foreground and background swapped.
    public var inverse: Bool
    /// A text colour given by its components, drawn instead of `foreground`.
    public var foregroundRGB: RGBColor?
    /// A background colour given by its components, or `nil` for the terminal's default background.
    public var backgroundRGB: RGBColor?

    /// Makes a style; every attribute is off by default.
    public init(
        foreground: Color? = nil, bold: Bool = false, dim: Bool = false, strikethrough: Bool = false,
        inverse: Bool = false, foregroundRGB: RGBColor? = nil, backgroundRGB: RGBColor? = nil
    ) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.strikethrough = strikethrough
        self.inverse = inverse
        self.foregroundRGB = foregroundRGB
        self.backgroundRGB = backgroundRGB
    }

    /// The terminal's default look: no colour, no attributes.
    public static let plain = Style()

    /// True when the style is the terminal's default look.
    public var isPlain: Bool { self == .plain }

    /// A readable name for snapshots: the colour, then the attributes in the order
    /// bold, dim, strikethrough, inverse, separated by spaces ("red strikethrough", "bold inverse"),
    /// then RGB colours ("#ff8800", "on #102030"); "plain" for the default style.
    public var name: String {
        var name = foregroundRGB?.hex ?? foreground?.rawValue ?? ""
        for (isOn, word) in [
            (bold, "bold"), (dim, "dim"), (strikethrough, "strikethrough"), (inverse, "inverse"),
        ]
        where isOn {
            name += name.isEmpty ? word : " " + word
        }
        if let backgroundRGB { name += (name.isEmpty ? "on " : " on ") + backgroundRGB.hex }
        return name.isEmpty ? "plain" : name
    }
}

extension Style {
    /// The style a `name` names, as `name` writes it ("red strikethrough", "#ff8800 bold on #102030",
    /// "plain"); nil for a name it never writes.
    public init?(name: some StringProtocol) {
        let name = String(name)
        self = .plain
        guard name != "plain" else { return }
        var words = name.split(separator: " ")[...]
        if let first = words.first, let color = Color(rawValue: String(first)) {
            foreground = color
            words = words.dropFirst()
        } else if let first = words.first, let color = RGBColor(hex: first) {
            foregroundRGB = color
            words = words.dropFirst()
        }
        while let word = words.popFirst() {
            switch word {
            case "bold": bold = true
            case "dim": dim = true
            case "strikethrough": strikethrough = true
            case "inverse": inverse = true
            case "on":
                guard let color = words.popFirst().flatMap(RGBColor.init(hex:)) else { return nil }
                backgroundRGB = color
            default: return nil
            }
        }
        guard self.name == name else { return nil }
    }
}
