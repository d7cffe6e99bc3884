/// Reads a number exactly as a person typed it into a form field: plain ASCII digits, with one
/// decimal point only where fractions are allowed. Nothing is stripped, converted or guessed; text
/// that is not such a number is refused with the reason a person can act on.
enum NumberField {
    /// An amount of money with at most `fractionDigits` digits after the point, up to `maximum`.
    static func amount(_ text: String, fractionDigits: Int, maximum: Double) -> Result<Double, FieldError> {
        check(text, fractionDigits: fractionDigits).flatMap { _ in
            guard let value = Double(text), value <= maximum else { return .failure(.tooLarge) }
            return .success(value)
        }
    }

    /// A whole count such as the stock.
    static func count(_ text: String) -> Result<Int, FieldError> {
        check(text, fractionDigits: 0).flatMap { _ in
            guard let value = Int(text) else { return .failure(.tooLarge) }
            return .success(value)
        }
    }

    /// Succeeds when `text` is digits with at most one point followed by at most `fractionDigits`
    /// digits; otherwise names the first thing wrong, the most specific reason first.
    private static func check(_ text: String, fractionDigits: Int) -> Result<Void, FieldError> {
        guard let first = text.first else { return .failure(.required) }
        if text.contains(where: isFullWidthDigit) { return .failure(.fullWidthDigits) }
        if signs.contains(first) { return .failure(.signNotAllowed) }
        if isExponential(text) { return .failure(.exponentNotAllowed) }
        if text.contains(","), isPlainNumber(text.filter { $0 != "," }) {
            return .failure(.groupingNotAllowed)
        }
        guard isPlainNumber(text) else { return .failure(.notANumber) }
        guard let point = text.firstIndex(of: ".") else { return .success(()) }
        if fractionDigits == 0 { return .failure(.fractionNotAllowed) }
        if text[point...].dropFirst().count > fractionDigits { return .failure(.tooManyDecimalPlaces) }
        return .success(())
    }

    /// Digits with at most one point and at least one digit: "12", "12.5", ".5", "5.".
    private static func isPlainNumber(_ text: some StringProtocol) -> Bool {
        text.contains(where: isDigit) && text.allSatisfy { isDigit($0) || $0 == "." }
            && text.count(where: { $0 == "." }) <= 1
    }

    /// A plain number, "e" or "E", an optional sign and digits: "1e5", "2.5E-3".
    private static func isExponential(_ text: String) -> Bool {
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return false }
        var exponent = text[marker...].dropFirst()
        if let sign = exponent.first, signs.contains(sign) { exponent = exponent.dropFirst() }
        return isPlainNumber(text[..<marker]) && !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.asciiValue.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    /// "０" to "９" (U+FF10 to U+FF19), which some Korean and Japanese keyboards type.
    private static func isFullWidthDigit(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0xFF10...0xFF19).contains($0.value) }
    }

    /// Plus and minus signs as ASCII, as the Unicode minus and in full width.
    private static let signs: Set<Character> = ["+", "-", "\u{2212}", "\u{FF0B}", "\u{FF0D}"]
}
