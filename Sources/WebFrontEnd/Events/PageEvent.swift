import BrowserDriver
import HTMLUI

/// Every report Open Market's pages make: the one list of them (`PageReport`), which
/// `ClientEventMapping` switches over.
public enum PageEvent: PageReport {
    // The list.
    case open, register, layout, listRetry
    /// The notice of products registered elsewhere: they show on top.
    case newProducts
    /// The list's cells in view (`visible`).
    case products
    /// Back, and every cancel (a form's, the action sheet's, the password prompt's): what esc means.
    case back
    // The detail and what it presents.
    case actions, action, page, detailRetry, passwordConfirm
    /// The delete prompt's password (`input`).
    case password
    case alertRetry, alertDismiss
    // The form.
    /// A form field's whole value (`input`); `data-field` names the field.
    case field
    case removeImage, currency, submit

    public static let names = kebabCaseNames()

    /// The kind of report the element makes: a click unless it is a field or a visibility report.
    public var kind: ClientEvent.Kind {
        switch self {
        case .field, .password: .input
        case .products: .visible
        default: .click
        }
    }
}

extension Attribute {
    /// The element reports `report` when clicked (a field: when typed in).
    static func event(_ report: PageEvent) -> Attribute { report.eventAttribute }

    /// The element reports whether it is in view as `report`.
    static func observe(_ report: PageEvent) -> Attribute { report.observeAttribute }
}
