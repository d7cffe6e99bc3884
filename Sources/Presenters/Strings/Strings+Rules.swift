import Market

extension Strings {
    /// The message for a broken rule of Market's `ProductRules`.
    func message(for rule: RuleViolation.Rule, in field: ProductField) -> String {
        let name = placeholder(field)
        let noun = englishNoun(field)
        switch rule {
        case .tooShort(let minimum):
            return lengthMessage(field, minimum: minimum, maximum: lengthLimits(field)?.upperBound)
        case .tooLong(let maximum):
            return lengthMessage(field, minimum: lengthLimits(field)?.lowerBound, maximum: maximum)
        case .negative:
            return pick("\(KoreanParticle.topic(name)) 0 이상이어야 합니다.", "The \(noun) can't be negative.")
        case .discountAbovePrice:
            return pick(
                "\(KoreanParticle.topic(name)) \(placeholder(.price))보다 클 수 없습니다.",
                "The \(noun) can't be more than the \(englishNoun(.price)).")
        case .unsupportedCurrency(let code):
            let codes = Currency.selectable.map(\.code)
            return pick(
                "\(KoreanParticle.topic(name)) \(codes.joined(separator: " 또는 "))만 선택할 수 있습니다 (\(code)).",
                "The \(noun) must be \(codes.joined(separator: " or ")), not \(code).")
        case .tooFew(let minimum):
            return pick(
                "\(KoreanParticle.topic(name)) 최소 \(minimum)장 이상 추가해주세요.",
                "Add at least \(englishCount(minimum, of: field)).")
        case .tooMany(let maximum):
            return pick(
                "\(KoreanParticle.topic(name)) 최대 \(maximum)개까지 추가할 수 있습니다.",
                "You can add at most \(englishCount(maximum, of: field)).")
        case .notAnImage(let index, let fileName):
            let which = fileName.isEmpty ? ordinal(index, of: field) : fileName
            return pick(
                "JPEG 또는 PNG \(KoreanParticle.subject(name)) 아닙니다 (\(which)).",
                "Not a JPEG or PNG \(noun) (\(which)).")
        case .imageTooLarge(let index, _, let limit):
            let which = ordinal(index, of: field)
            return pick(
                "\(KoreanParticle.topic(name)) \(limit / 1024)KB 미만이어야 합니다 (\(which)).",
                "Each \(noun) must be under \(limit / 1024) KB (\(which)).")
        case .invisibleCharacters:
            return pick(
                "\(KoreanParticle.topic(name)) 제어 문자나 방향 전환 문자를 포함할 수 없습니다.",
                "The \(noun) can't contain control or text-direction characters.")
        }
    }

    /// "상품명은 3글자 이상, 100글자 이하로 입력해주세요.", with either bound left out when unknown or zero.
    private func lengthMessage(_ field: ProductField, minimum: Int?, maximum: Int?) -> String {
        let name = KoreanParticle.topic(placeholder(field))
        let noun = englishNoun(field)
        switch (minimum.flatMap { $0 > 0 ? $0 : nil }, maximum) {
        case (let minimum?, let maximum?):
            return pick(
                "\(name) \(minimum)글자 이상, \(maximum)글자 이하로 입력해주세요.",
                "The \(noun) must be \(minimum) to \(maximum) characters long.")
        case (let minimum?, nil):
            return pick(
                "\(name) \(minimum)글자 이상 입력해주세요.", "The \(noun) must be at least \(minimum) characters long.")
        case (nil, let maximum?):
            return pick(
                "\(name) \(maximum)글자 이하로 입력해주세요.", "The \(noun) can be at most \(maximum) characters long.")
        case (nil, nil):
            return message(for: .required, in: field)
        }
    }

    /// The length range the rules give a text field; nil for the others.
    private func lengthLimits(_ field: ProductField) -> ClosedRange<Int>? {
        switch field {
        case .name: rules.nameLength
        case .description: rules.descriptionLength
        default: nil
        }
    }

    /// "1 image", "5 images".
    private func englishCount(_ count: Int, of field: ProductField) -> String {
        "\(count) \(englishNoun(field))\(count == 1 ? "" : "s")"
    }

    /// "2번째 이미지" / "image 2" for the image at index 1; an index that cannot count on stays put.
    private func ordinal(_ index: Int, of field: ProductField) -> String {
        let position = min(index, .max - 1) + 1
        return pick("\(position)번째 \(placeholder(field))", "\(englishNoun(field)) \(position)")
    }
}
