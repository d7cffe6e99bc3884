/// A key press, named as scripts and the interactive app name keys.
public enum Key: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case enter, escape, tab, backtab, backspace
    /// Ctrl-C.
    case interrupt
    /// A key the app gives no meaning (Home, Delete, function keys, other control keys): it does
    /// nothing, and never reaches a text field as a character.
    case unrecognized

    /// The key a script names: a single character (`g`, `j`, `q`), or `up`, `down`, `left`, `right`,
    /// `enter`, `esc`, `tab`, `backtab`, `backspace`, `space`. Nil for any other name.
    public init?(name: String) {
        switch name {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "enter": self = .enter
        case "esc": self = .escape
        case "tab": self = .tab
        case "backtab": self = .backtab
        case "backspace": self = .backspace
        case "space": self = .character(" ")
        default:
            guard name.count == 1, let character = name.first, !character.isWhitespace else { return nil }
            self = .character(character)
        }
    }

    /// Every name `init(name:)` accepts besides single characters, for error messages.
    public static let names = [
        "up", "down", "left", "right", "enter", "esc", "tab", "backtab", "backspace", "space",
    ]
}
