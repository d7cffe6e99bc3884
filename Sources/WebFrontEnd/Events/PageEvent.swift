import HTMLUI

/// Every report a page's elements make: the one list of them. The views mark elements with
/// `.event(_:)` (`data-event`) and `.observe(_:)` (`data-observe`), and `ClientEventMapping` switches
/// over these cases with no `default`, so a misspelt name does not compile and a new one cannot go
/// unmapped. On the wire each is its case's name in kebab case (`removeImage` is `remove-image`).
public enum PageEvent: CaseIterable, Sendable {
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

    /// The name the client script sends: the case's name in kebab case.
    public var name: String { Self.names[self] ?? "" }

    /// The event named `name`, or nil for a name no element reports.
    public init?(name: String) {
        guard let event = Self.byName[name] else { return nil }
        self = event
    }

    /// Worked out once: views name events on every render.
    private static let names = Dictionary(
        uniqueKeysWithValues: allCases.map { event in
            (
                event,
                String(describing: event).reduce(into: "") { name, character in
                    if character.isUppercase {
                        name += "-" + character.lowercased()
                    } else {
                        name.append(character)
                    }
                }
            )
        })
    private static let byName = Dictionary(uniqueKeysWithValues: names.map { ($0.value, $0.key) })

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
    static func event(_ event: PageEvent) -> Attribute { .data("event", event.name) }

    /// `data-observe="NAME"`: whether the element is in view is reported as `event`.
    static func observe(_ event: PageEvent) -> Attribute { .data("observe", event.name) }
}
