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
