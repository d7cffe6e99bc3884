import Screens
import TextDriver

/// Where a key binding applies: the screen in front, or what is presented over it.
public enum KeyContext: Hashable, Sendable, CaseIterable {
    case list, search, detail, form, actionSheet, prompt, alert

    /// What `view` shows in front: an alert over everything, then the delete flow, then the screen.
    public init(_ view: AppViewState) {
        if view.alert != nil {
            self = .alert
        } else if view.passwordPrompt != nil {
            self = .prompt
        } else if view.actionSheet != nil {
            self = .actionSheet
        } else {
            self = .screen(of: view)
        }
    }

    /// The context of the screen on top, whatever is presented over it.
    public static func screen(of view: AppViewState) -> KeyContext {
        switch view.screen {
        case .list: .list
        case .search: .search
        case .detail: .detail
        case .form: .form
        }
    }

    /// The name of the context in the README's table of keys.
    public var name: String {
        switch self {
        case .list: "list"
        case .search: "search"
        case .detail: "detail"
        case .form: "form"
        case .actionSheet: "actions"
        case .prompt: "prompt"
        case .alert: "alert"
        }
    }
}
