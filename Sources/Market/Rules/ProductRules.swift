/// The rules a product must follow to be registered or edited (docs/Contract.md §7), written once and
/// enforced by `InMemoryMarket` and by the form validation alike.
public struct ProductRules: Hashable, Sendable, Encodable {
    public var nameLength: ClosedRange<Int>
    public var descriptionLength: ClosedRange<Int>
    public var imageCount: ClosedRange<Int>
    /// Each image must be smaller than this many bytes (300 KB).
    public var maximumImageBytes: Int

    /// The rules as the assignment states them. The description minimum is likely 10 but uncertain, so
    /// it is a value to configure.
    public init(
        nameLength: ClosedRange<Int> = 3...100, descriptionLength: ClosedRange<Int> = 10...1000,
        imageCount: ClosedRange<Int> = 1...5, maximumImageBytes: Int = 300 * 1024
    ) {
        self.nameLength = nameLength
        self.descriptionLength = descriptionLength
        self.imageCount = imageCount
        self.maximumImageBytes = maximumImageBytes
    }

    public static let standard = ProductRules()

    /// The violations of a draft, in form order; empty when it may be registered.
    public func violations(of draft: ProductDraft) -> [RuleViolation] {
        var found: [RuleViolation] = []
        found += violations(name: draft.name)
        found += violations(description: draft.description)
        found += violations(price: draft.price, discountedPrice: draft.discountedPrice, stock: draft.stock)
        found += violations(currency: draft.currency)
        found += violations(images: draft.images)
        return found
    }

    /// The violations of an edit applied to the product it changes.
    public func violations(of edit: ProductEdit, applyingTo product: Product) -> [RuleViolation] {
        var found: [RuleViolation] = []
        if let name = edit.name { found += violations(name: name) }
        if let description = edit.description { found += violations(description: description) }
        found += violations(
            price: edit.price ?? product.price,
            discountedPrice: edit.discountedPrice ?? product.discountedPrice,
            stock: edit.stock ?? product.stock)
        if let currency = edit.currency { found += violations(currency: currency) }
        return found
    }

    /// Names are counted as a person counts characters (grapheme clusters); they are one line.
    public func violations(name: String) -> [RuleViolation] {
        lengthViolation(.name, count: name.trimmed.count, allowed: nameLength)
            + invisibleViolation(.name, in: name, allowing: [])
    }

    /// Descriptions may run over lines (line feeds, carriage returns and tabs are allowed).
    public func violations(description: String) -> [RuleViolation] {
        lengthViolation(.description, count: description.trimmed.count, allowed: descriptionLength)
            + invisibleViolation(.description, in: description, allowing: ["\n", "\r", "\t"])
    }

    /// The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    private static let directionControls: [ClosedRange<Unicode.Scalar>] = [
        "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}",
    ]

    /// `.invisibleCharacters` when `text` holds a control character (other than `allowed`) or a
    /// bidirectional control.
    private func invisibleViolation(
        _ field: ProductField, in text: String, allowing allowed: Set<Unicode.Scalar>
    ) -> [RuleViolation] {
        let refused = text.unicodeScalars.contains { scalar in
            (scalar.properties.generalCategory == .control && !allowed.contains(scalar))
                || Self.directionControls.contains { $0.contains(scalar) }
        }
        return refused ? [.init(field, .invisibleCharacters)] : []
    }

    public func violations(price: Double, discountedPrice: Double, stock: Int) -> [RuleViolation] {
        var found: [RuleViolation] = []
        if !price.isFinite || price < 0 { found.append(.init(.price, .negative)) }
        if !discountedPrice.isFinite || discountedPrice < 0 {
            found.append(.init(.discountedPrice, .negative))
        } else if price.isFinite, discountedPrice > price {
            found.append(.init(.discountedPrice, .discountAbovePrice))
        }
        if stock < 0 { found.append(.init(.stock, .negative)) }
        return found
    }

    public func violations(currency: Currency) -> [RuleViolation] {
        Currency.selectable.contains(currency) ? [] : [.init(.currency, .unsupportedCurrency(currency.code))]
    }

    public func violations(images: [ImageUpload]) -> [RuleViolation] {
        var found: [RuleViolation] = []
        if images.count < imageCount.lowerBound {
            found.append(.init(.images, .tooFew(minimum: imageCount.lowerBound)))
        }
        if images.count > imageCount.upperBound {
            found.append(.init(.images, .tooMany(maximum: imageCount.upperBound)))
        }
        for (index, image) in images.enumerated() {
            if image.format == nil {
                found.append(.init(.images, .notAnImage(index: index, fileName: image.fileName)))
            } else if image.data.count >= maximumImageBytes {
                found.append(
                    .init(
                        .images,
                        .imageTooLarge(index: index, bytes: image.data.count, limit: maximumImageBytes)))
            }
        }
        return found
    }

    private func lengthViolation(_ field: ProductField, count: Int, allowed: ClosedRange<Int>)
        -> [RuleViolation]
    {
        if count < allowed.lowerBound { return [.init(field, .tooShort(minimum: allowed.lowerBound))] }
        if count > allowed.upperBound { return [.init(field, .tooLong(maximum: allowed.upperBound))] }
        return []
    }
}

extension String {
    fileprivate var trimmed: Substring {
        let isBlank = { (character: Character) in character.isWhitespace }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) })
        else {
            return ""
        }
        return self[first...last]
    }
}
