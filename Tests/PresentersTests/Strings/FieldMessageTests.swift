import Market
import Presenters
import Testing

struct FieldMessageTests {
    private static let everyError: [FieldError] = [
        .required, .notANumber, .fullWidthDigits, .signNotAllowed, .exponentNotAllowed, .groupingNotAllowed,
        .fractionNotAllowed, .tooManyDecimalPlaces, .tooLarge, .rule(.tooShort(minimum: 3)),
        .rule(.tooLong(maximum: 50)), .rule(.negative), .rule(.discountAbovePrice),
        .rule(.unsupportedCurrency("JPY")),
        .rule(.tooFew(minimum: 1)), .rule(.tooMany(maximum: 5)),
        .rule(.notAnImage(index: 0, fileName: "photo.png")),
        .rule(.imageTooLarge(index: 1, bytes: 400_000, limit: 307_200)), .rule(.invisibleCharacters),
    ]

    /// How each field is named inside a sentence.
    private static let names: [ProductField: (korean: String, english: String)] = [
        .name: ("상품명", "product name"), .price: ("상품가격", "price"), .discountedPrice: ("할인금액", "discount"),
        .stock: ("재고수량", "stock"), .description: ("상품설명", "description"), .currency: ("통화", "currency"),
        .images: ("이미지", "image"),
    ]

    @Test(arguments: ProductField.allCases)
    func everyErrorOfEveryFieldHasItsOwnSentenceNamingTheField(field: ProductField) throws {
        let name = try #require(Self.names[field])
        for (strings, word) in [(Strings.korean, name.korean), (Strings.english, name.english)] {
            let messages = Self.everyError.map { strings.message(for: $0, in: field) }
            for message in messages {
                #expect(message.lowercased().contains(word), "\(message)")
                #expect(message.hasSuffix("."), "\(message)")
                #expect(message.first?.isLowercase == false, "\(message)")
            }
            #expect(Set(messages).count == messages.count)
        }
    }

    /// The alerts of the original apps, word for word.
    @Test(arguments: [
        (FieldError.rule(.tooShort(minimum: 3)), ProductField.name, "상품명은 3글자 이상, 100글자 이하로 입력해주세요."),
        (.rule(.tooLong(maximum: 100)), .name, "상품명은 3글자 이상, 100글자 이하로 입력해주세요."),
        (.rule(.tooLong(maximum: 1_000)), .description, "상품설명은 10글자 이상, 1000글자 이하로 입력해주세요."),
        (.rule(.discountAbovePrice), .discountedPrice, "할인금액은 상품가격보다 클 수 없습니다."),
        (.rule(.tooFew(minimum: 1)), .images, "이미지는 최소 1장 이상 추가해주세요."),
        (.rule(.tooMany(maximum: 5)), .images, "이미지는 최대 5개까지 추가할 수 있습니다."),
        (
            .rule(.imageTooLarge(index: 1, bytes: 400_000, limit: 307_200)), .images,
            "이미지는 300KB 미만이어야 합니다 (2번째 이미지)."
        ),
        (.rule(.notAnImage(index: 0, fileName: "photo.png")), .images, "JPEG 또는 PNG 이미지가 아닙니다 (photo.png)."),
        (.rule(.notAnImage(index: 2, fileName: "")), .images, "JPEG 또는 PNG 이미지가 아닙니다 (3번째 이미지)."),
        (
            .rule(.imageTooLarge(index: .max, bytes: .max, limit: 1_024)), .images,
            "이미지는 1KB 미만이어야 합니다 (9223372036854775807번째 이미지)."
        ),
        (.rule(.unsupportedCurrency("JPY")), .currency, "통화는 KRW 또는 USD만 선택할 수 있습니다 (JPY)."),
        (.rule(.invisibleCharacters), .name, "상품명은 제어 문자나 방향 전환 문자를 포함할 수 없습니다."),
        (.rule(.negative), .stock, "재고수량은 0 이상이어야 합니다."),
        (.notANumber, .price, "상품가격은 숫자만 입력해주세요."),
        (.fullWidthDigits, .price, "상품가격에는 전각 숫자 대신 일반 숫자를 입력해주세요."),
        (.groupingNotAllowed, .discountedPrice, "할인금액에는 쉼표 없이 입력해주세요."),
        (.fractionNotAllowed, .stock, "재고수량에는 소수점 없이 입력해주세요."),
        (.signNotAllowed, .stock, "재고수량에는 + 또는 - 부호 없이 입력해주세요."),
        (.tooManyDecimalPlaces, .price, "상품가격에는 소수점 아래 두 자리까지 입력할 수 있습니다."),
        (.tooLarge, .stock, "재고수량이 너무 큽니다."),
        (.tooLarge, .images, "이미지가 너무 큽니다."),
        (.required, .name, "상품명을 입력해주세요."),
        (.required, .currency, "통화를 선택해주세요."),
        (.required, .images, "이미지를 추가해주세요."),
    ])
    func koreanMessagesReadLikeTheOriginals(error: FieldError, field: ProductField, expected: String) {
        #expect(Strings.korean.message(for: error, in: field) == expected)
    }

    @Test(arguments: [
        (
            FieldError.rule(.tooShort(minimum: 3)), ProductField.name,
            "The product name must be 3 to 100 characters long."
        ),
        (.rule(.discountAbovePrice), .discountedPrice, "The discount can't be more than the price."),
        (.rule(.tooFew(minimum: 1)), .images, "Add at least 1 image."),
        (
            .rule(.invisibleCharacters), .name,
            "The product name can't contain control or text-direction characters."
        ),
        (.rule(.tooFew(minimum: 2)), .images, "Add at least 2 images."),
        (.rule(.tooMany(maximum: 5)), .images, "You can add at most 5 images."),
        (
            .rule(.imageTooLarge(index: 1, bytes: 400_000, limit: 307_200)), .images,
            "Each image must be under 300 KB (image 2)."
        ),
        (
            .rule(.notAnImage(index: 0, fileName: "photo.png")), .images,
            "Not a JPEG or PNG image (photo.png)."
        ),
        (.rule(.notAnImage(index: 2, fileName: "")), .images, "Not a JPEG or PNG image (image 3)."),
        (.rule(.unsupportedCurrency("JPY")), .currency, "The currency must be KRW or USD, not JPY."),
        (.notANumber, .price, "Use only digits for the price."),
        (.exponentNotAllowed, .price, "Write out every digit of the price, without an exponent like 1e5."),
        (.tooLarge, .stock, "The stock is too large."),
        (.required, .name, "Enter the product name."),
        (.required, .currency, "Choose the currency."),
    ])
    func englishMessagesAreComplete(error: FieldError, field: ProductField, expected: String) {
        #expect(Strings.english.message(for: error, in: field) == expected)
    }

    /// Length messages quote the rules the catalogue was given, leaving out a bound of zero.
    @Test(arguments: [
        (FieldError.rule(.tooLong(maximum: 50)), ProductField.description, "상품설명은 50글자 이하로 입력해주세요."),
        (.rule(.tooShort(minimum: 2)), .name, "상품명은 2글자 이상, 20글자 이하로 입력해주세요."),
        (.rule(.tooShort(minimum: 3)), .price, "상품가격은 3글자 이상 입력해주세요."),
        (.rule(.tooLong(maximum: 9)), .stock, "재고수량은 9글자 이하로 입력해주세요."),
        (.rule(.tooShort(minimum: 0)), .stock, "재고수량을 입력해주세요."),
    ])
    func lengthMessagesFollowTheRules(error: FieldError, field: ProductField, expected: String) {
        let strings = Strings(.korean, rules: ProductRules(nameLength: 2...20, descriptionLength: 0...50))
        #expect(strings.message(for: error, in: field) == expected)
    }
}
