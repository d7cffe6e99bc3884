import HTMLUI

/// The reports a page's elements make, as one enum of an app's. The views mark elements with a case's
/// `eventAttribute` (`data-event`: a click, or an input in a field), `submitAttribute` (`data-submit`:
/// a form sent) or `observeAttribute` (`data-observe`: whether the element is in view); the app's
/// mapping switches over the cases with no `default`. So a misspelt name does not compile and a new report
/// cannot go unmapped. On the wire each is its case's name in kebab case (`removeImage` is
/// `remove-image`).
public protocol PageReport: CaseIterable, Hashable, Sendable {
    /// Each case's name on the wire, worked out once, as `kebabCaseNames()` gives them: views name
    /// reports on every render.
    static var names: [Self: String] { get }
    /// The kind of report an element marked with this case makes.
    var kind: ClientEvent.Kind { get }
}

extension PageReport {
    /// Each case's name in kebab case (`removeImage`: `remove-image`).
    public static func kebabCaseNames() -> [Self: String] {
        Dictionary(
            uniqueKeysWithValues: allCases.map { report in
                let name = String(describing: report).reduce(into: "") { name, character in
                    if character.isUppercase {
                        name += "-" + character.lowercased()
                    } else {
                        name.append(character)
                    }
                }
                return (report, name)
            })
    }

    /// The name the client script sends.
    public var name: String { Self.names[self] ?? "" }

    /// The case `report` stands for: one named as it is, and made by the kind of element that case
    /// marks; nil for any other report.
    public init?(_ report: ClientEvent) {
        guard let found = Self.allCases.first(where: { Self.names[$0] == report.name }),
            found.kind == report.kind
        else { return nil }
        self = found
    }
}

extension PageReport {
    /// `data-event="NAME"`: a click on the element (an input in a field) reports this.
    public var eventAttribute: Attribute { .data("event", name) }

    /// `data-submit="NAME"`: the form sent (Enter in its field, its submit button) reports this.
    public var submitAttribute: Attribute { .data("submit", name) }

    /// `data-observe="NAME"`: whether the element is in view is reported as this.
    public var observeAttribute: Attribute { .data("observe", name) }
}
