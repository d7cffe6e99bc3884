/// How many colours the terminal shows, which decides how an `RGBColor` is written: as itself or as the
/// nearest colour of the 256-colour palette. The named `Color`s are written the same either way.
public enum ColorDepth: Sendable, Hashable {
    /// The xterm 256-colour palette (`ESC[38;5;<n>m`), which nearly every terminal has.
    case palette256
    /// 24-bit colour (`ESC[38;2;<r>;<g>;<b>m`).
    case trueColor

    /// The depth a terminal announces in its `COLORTERM` variable (`truecolor` or `24bit`); the
    /// 256-colour palette for anything else or nothing. The caller reads the environment.
    public init(colorTerm: String?) {
        switch colorTerm?.lowercased() {
        case "truecolor", "24bit": self = .trueColor
        default: self = .palette256
        }
    }
}
