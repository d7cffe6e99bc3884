import Market

/// Which errors a person sees: a field's error shows once the field was edited or a submit was
/// attempted, so an untouched form is not covered in red.
public struct FormFeedback: Hashable, Sendable {
    public private(set) var edited: Set<ProductField> = []
    public private(set) var submitAttempted = false

    public init() {}

    public mutating func markEdited(_ field: ProductField) {
        edited.insert(field)
    }

    public mutating func markSubmitAttempted() {
        submitAttempted = true
    }

    /// The errors of the fields whose errors show.
    public func visibleErrors(_ errors: [ProductField: FieldError]) -> [ProductField: FieldError] {
        submitAttempted ? errors : errors.filter { edited.contains($0.key) }
    }
}

/// Feedback is encoded with the fields edited in their order in the form, not in a set's hash order.
extension FormFeedback: Encodable {
    private enum CodingKeys: String, CodingKey {
        case edited, submitAttempted
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ProductField.allCases.filter(edited.contains), forKey: .edited)
        try container.encode(submitAttempted, forKey: .submitAttempted)
    }
}
