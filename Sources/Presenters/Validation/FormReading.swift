import Market

/// The product form read once: each field's value as it will be sent, and the first error of each
/// field. Values that did not parse stand in as zero and carry their field's error.
struct FormReading {
    let name: String
    let description: String
    let price: Double
    let discountedPrice: Double
    let stock: Int
    let currency: Currency
    let images: [ImageUpload]
    private(set) var errors: [ProductField: FieldError] = [:]
    /// The text as typed, to tell a field left as prefilled from one changed.
    private let typed: ProductFormInput

    init(_ input: ProductFormInput) {
        typed = input
        name = input.name.trimmingWhitespace
        description = input.description.trimmingWhitespace
        currency = input.currency
        images = input.images
        let fractionDigits = input.currency.hasMinorUnits ? 2 : 0
        let amount = { (text: String) in
            NumberField.amount(text, fractionDigits: fractionDigits, maximum: FormValidation.maximumAmount)
        }
        var errors: [ProductField: FieldError] = [:]
        func value<Value: Numeric>(_ field: ProductField, _ result: Result<Value, FieldError>) -> Value {
            switch result {
            case .success(let value): return value
            case .failure(.required) where field != .price: return 0
            case .failure(let error):
                errors[field] = error
                return 0
            }
        }
        price = value(.price, amount(input.price))
        discountedPrice = value(.discountedPrice, amount(input.discountedPrice))
        stock = value(.stock, NumberField.count(input.stock))
        self.errors = errors
    }

    var draft: ProductDraft {
        ProductDraft(
            name: name, description: description, price: price, discountedPrice: discountedPrice,
            stock: stock, currency: currency, images: images)
    }

    /// The fields that differ from `original`. A field whose text is still what the form was prefilled
    /// with is unchanged, even where the prefilled text rounds the value (KRW 3.7 reads "4") or the
    /// value as sent would be trimmed.
    func edit(of original: Product) -> ProductEdit {
        let prefilled = ProductFormInput(editing: original)
        func changed<Value: Equatable>(
            _ field: KeyPath<ProductFormInput, String>, _ value: Value, from originalValue: Value
        ) -> Value? {
            typed[keyPath: field] == prefilled[keyPath: field] || value == originalValue ? nil : value
        }
        return ProductEdit(
            name: changed(\.name, name, from: original.name),
            description: changed(\.description, description, from: original.description ?? ""),
            price: changed(\.price, price, from: original.price),
            currency: currency == original.currency ? nil : currency,
            discountedPrice: changed(\.discountedPrice, discountedPrice, from: original.discountedPrice),
            stock: changed(\.stock, stock, from: original.stock))
    }

    /// Keeps the first error of each field. An empty name or description is `.required` rather than
    /// too short; a discount is not compared with a price that did not parse.
    mutating func record(_ violation: RuleViolation) {
        guard errors[violation.field] == nil else { return }
        switch (violation.field, violation.rule) {
        case (.discountedPrice, .discountAbovePrice) where errors[.price] != nil: return
        case (.name, .tooShort) where name.isEmpty, (.description, .tooShort) where description.isEmpty:
            errors[violation.field] = .required
        default: errors[violation.field] = .rule(violation.rule)
        }
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
