import HTMLUI

/// Every report a page's elements make, by the name the client script sends: the one list of them.
/// The views mark elements with `.event(_:)` (`data-event`) and `.observe(_:)` (`data-observe`), and
/// `ClientEventMapping` switches over these cases with no `default`, so a misspelt name does not
/// compile and a new one cannot go unmapped.
public enum PageEvent: String, CaseIterable, Sendable {
    // The list.
    case open, register, layout
    case listRetry = "list-retry"
    /// The list's cells in view (`visible`).
    case products
    // The detail and what it presents.
    case back, actions, action, page
    case detailRetry = "detail-retry"
    case sheetCancel = "sheet-cancel"
    case passwordConfirm = "password-confirm"
    case passwordCancel = "password-cancel"
    /// The delete prompt's password (`input`).
    case password
    case alertRetry = "alert-retry"
    case alertDismiss = "alert-dismiss"
    // The form.
    /// A form field's whole value (`input`); `data-field` names the field.
    case field
    case removeImage = "remove-image"
    case currency, submit

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
    /// `data-event="NAME"`: a click on the element (an input in a field) reports `event`.
    static func event(_ event: PageEvent) -> Attribute { .data("event", event.rawValue) }

    /// `data-observe="NAME"`: whether the element is in view is reported as `event`.
    static func observe(_ event: PageEvent) -> Attribute { .data("observe", event.rawValue) }
}
