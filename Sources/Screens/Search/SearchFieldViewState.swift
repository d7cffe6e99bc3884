import Presenters

/// The search's field as any front end draws it, in the header of the list and of the search's
/// results: what it is called, its placeholder, and the text typed.
public struct SearchFieldViewState: Equatable, Sendable {
    /// What a screen reader calls it ("검색: 상품 이름").
    public var label: String
    public var placeholder: String
    public var query: String

    /// The field holding `query`, in the language of `strings`.
    public init(query: String, _ strings: Strings) {
        label = "\(strings.searchTitle): \(strings.searchPlaceholder)"
        placeholder = strings.searchPlaceholder
        self.query = query
    }
}
