import Screens
import TextDriver

/// Where a key binding applies: the screen in front, or what is presented over it.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case screen(ScreenKind)
    case actionSheet, prompt, alert

    /// Every context, the screens first, in the order of the README's table of keys.
    public static let allCases = ScreenKind.allCases.map(KeyContext.screen) + [.actionSheet, .prompt, .alert]

    /// What `view` shows in front: an alert over everything, then the delete flow, then the screen.
    public init(_ view: AppViewState) {
        if view.alert != nil {
            self = .alert
        } else if view.detailScreen?.delete?.passwordPrompt != nil {
            self = .prompt
        } else if view.detailScreen?.delete?.actionSheet != nil {
            self = .actionSheet
        } else {
            self = .screen(of: view)
        }
    }

    /// The context of the screen on top, whatever is presented over it.
    public static func screen(of view: AppViewState) -> KeyContext {
        .screen(view.screenKind)
    }

    /// The name of the context in the README's table of keys.
    public var name: String {
        switch self {
        case .screen(let kind): "\(kind)"
        case .actionSheet: "actions"
        case .prompt: "prompt"
        case .alert: "alert"
        }
    }
}
