import Market

/// Live validation of the product form: parses the text fields (digits only; one decimal point allowed
/// for currencies with cents; never silently changes what was typed) and applies Market's
/// `ProductRules` (name 3...100 grapheme clusters, description up to 1000, price >= 0,
/// 0 <= discount <= price, a whole stock, KRW or USD, 1...5 real JPEG or PNG images each under 300 KB).
/// An empty discount or stock is 0; names and descriptions are sent without surrounding whitespace.
public struct FormValidation: Hashable, Sendable, Encodable {
    /// What the form is filled in for.
    public enum Purpose: Hashable, Sendable {
        /// A new product: every field and the images are checked.
        case registering
        /// Changes to a product: images are not editable, and a name, description or currency the
        /// person left as it was is not checked again (the server accepted it).
        case editing(Product)
    }

    /// The greatest price or discount the form accepts.
    public static let maximumAmount: Double = 1_000_000_000_000

    public var rules: ProductRules

    public init(rules: ProductRules = .standard) {
        self.rules = rules
    }

    /// The first error of each field.
    public func errors(
        in input: ProductFormInput, for purpose: Purpose = .registering
    ) -> [ProductField: FieldError] {
        reading(input, for: purpose).errors
    }

    /// The product to register; nil unless the form has no errors.
    public func draft(from input: ProductFormInput) -> ProductDraft? {
        let reading = reading(input, for: .registering)
        return reading.errors.isEmpty ? reading.draft : nil
    }

    /// The changed fields only (images are ignored: they are not editable); nil if the form has errors.
    /// An edit that changes nothing is empty, not nil.
    public func edit(from input: ProductFormInput, original: Product) -> ProductEdit? {
        let reading = reading(input, for: .editing(original))
        return reading.errors.isEmpty ? reading.edit(of: original) : nil
    }

    private func reading(_ input: ProductFormInput, for purpose: Purpose) -> FormReading {
        var reading = FormReading(input)
        let violations =
            switch purpose {
            case .registering: rules.violations(of: reading.draft)
            case .editing(let original):
                rules.violations(of: reading.edit(of: original), applyingTo: original)
            }
        for violation in violations { reading.record(violation) }
        return reading
    }
}
