import Market

extension Strings {
    /// The field's placeholder, which is also its name in messages.
    public func placeholder(_ field: ProductField) -> String {
        switch field {
        case .name: pick("상품명", "Product name")
        case .price: pick("상품가격", "Price")
        case .discountedPrice: pick("할인금액", "Discount")
        case .stock: pick("재고수량", "Stock")
        case .description: pick("상품설명", "Description")
        case .currency: pick("통화", "Currency")
        case .images: pick("이미지", "Images")
        }
    }

    /// An attached image as the form lists it: its file name, then its size in pixels when known and its
    /// bytes, whole kilobytes rounded down so an image under the limit never reads as the limit:
    /// `mug.jpg 640×640 287 KB`, `dot.png 1×1 67 B`.
    public func attachedImage(_ image: ImageUpload) -> String {
        let bytes = image.data.count
        let size = bytes < 1024 ? "\(bytes) B" : "\(bytes / 1024) KB"
        guard let pixels = image.pixelSize else { return "\(image.fileName) \(size)" }
        return "\(image.fileName) \(pixels.width)×\(pixels.height) \(size)"
    }

    /// A file chosen for the images that is larger than `limit` bytes, the most a front end takes.
    public func pictureTooLarge(_ fileName: String, limit: Int) -> String {
        let megabytes = limit / (1024 * 1024)
        return pick(
            "\(fileName): \(megabytes)MB보다 큰 사진은 올릴 수 없습니다.",
            "\(fileName): a picture may be at most \(megabytes) MB.")
    }

    /// A file chosen when `limit` images are already attached or on their way: it was not added.
    public func tooManyPictures(_ fileName: String, limit: Int) -> String {
        pick(
            "\(fileName): 사진은 최대 \(limit)장입니다. 먼저 고른 \(limit)장이 남습니다.",
            "\(fileName): at most \(limit) pictures; the first \(limit) stay.")
    }

    /// A file chosen for the images that is no PNG or JPEG by its type.
    public func notAPicture(_ fileName: String) -> String {
        pick("\(fileName): PNG나 JPEG 사진이 아닙니다.", "\(fileName): not a PNG or JPEG picture.")
    }

    /// A file chosen for the images that could not be read.
    public func unreadableFile(_ fileName: String) -> String {
        pick("파일을 읽을 수 없습니다 (\(fileName)).", "Can't read the file (\(fileName)).")
    }

    /// What is wrong with the field, naming it, as one sentence.
    public func message(for error: FieldError, in field: ProductField) -> String {
        let name = placeholder(field)
        let noun = englishNoun(field)
        switch error {
        case .rule(let rule):
            return message(for: rule, in: field)
        case .required:
            let (korean, english) = verbs(field)
            return pick("\(KoreanParticle.object(name)) \(korean)해주세요.", "\(english) the \(noun).")
        case .notANumber:
            return pick("\(KoreanParticle.topic(name)) 숫자만 입력해주세요.", "Use only digits for the \(noun).")
        case .fullWidthDigits:
            return pick(
                "\(name)에는 전각 숫자 대신 일반 숫자를 입력해주세요.",
                "Type the \(noun) with ordinary digits, not full-width ones.")
        case .signNotAllowed:
            return pick("\(name)에는 + 또는 - 부호 없이 입력해주세요.", "Type the \(noun) without a + or - sign.")
        case .exponentNotAllowed:
            return pick(
                "\(name)에는 1e5 같은 지수 표기 대신 숫자를 모두 입력해주세요.",
                "Write out every digit of the \(noun), without an exponent like 1e5.")
        case .groupingNotAllowed:
            return pick("\(name)에는 쉼표 없이 입력해주세요.", "Type the \(noun) without commas.")
        case .fractionNotAllowed:
            return pick("\(name)에는 소수점 없이 입력해주세요.", "Type the \(noun) without a decimal point.")
        case .tooManyDecimalPlaces:
            return pick(
                "\(name)에는 소수점 아래 두 자리까지 입력할 수 있습니다.",
                "The \(noun) can have at most two decimal places.")
        case .tooLarge:
            return pick("\(KoreanParticle.subject(name)) 너무 큽니다.", "The \(noun) is too large.")
        }
    }

    /// The field's name inside an English sentence, in the singular: "Enter the product name."
    func englishNoun(_ field: ProductField) -> String {
        switch field {
        case .name: "product name"
        case .price: "price"
        case .discountedPrice: "discount"
        case .stock: "stock"
        case .description: "description"
        case .currency: "currency"
        case .images: "image"
        }
    }

    /// What a person does to fill the field in: 입력 (enter), 선택 (choose) or 추가 (add).
    private func verbs(_ field: ProductField) -> (korean: String, english: String) {
        switch field {
        case .currency: ("선택", "Choose")
        case .images: ("추가", "Add")
        default: ("입력", "Enter")
        }
    }
}
