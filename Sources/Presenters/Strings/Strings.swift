import Market

/// Every user-visible string of the app, in one catalogue per language: `Strings.korean` and
/// `Strings.english`; a screen's own words extend it from the screen's folder (`Strings+Search.swift`). Each text is written in both languages side by side, so neither can be missing.
/// It never receives the vendor's identifier or password, so it cannot show them.
public struct Strings: Hashable, Sendable {
    public var language: Language
    /// The rules the form's messages quote, such as the name's length range.
    public var rules: ProductRules

    public init(_ language: Language, rules: ProductRules = .standard) {
        self.language = language
        self.rules = rules
    }

    public static let korean = Strings(.korean)
    public static let english = Strings(.english)

    /// The text in this catalogue's language; only that one is built (an interpolated text costs an
    /// allocation or two). Public so that a screen writes its words in its own folder, both languages
    /// side by side (`extension Strings { var searchTitle: String { pick("검색", "Search") } }`).
    public func pick(_ korean: @autoclosure () -> String, _ english: @autoclosure () -> String) -> String {
        switch language {
        case .korean: korean()
        case .english: english()
        }
    }
}
