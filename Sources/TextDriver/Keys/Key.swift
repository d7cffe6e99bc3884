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

    /// The name scripts and the README use for the key (`init(name:)` reads it back); Ctrl-C and an
    /// unrecognised key have no script name.
    public var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backtab: "backtab"
        case .backspace: "backspace"
        case .interrupt: "Ctrl-C"
        case .unrecognized: "unrecognized"
        }
    }

    /// Every name `init(name:)` accepts besides single characters, for error messages.
    public static let names = [
        "up", "down", "left", "right", "enter", "esc", "tab", "backtab", "backspace", "space",
    ]
}
