import Presenters

extension Strings {
    public var searchTitle: String { pick("검색", "Search") }

    /// A search's page title, its query first (what a tab shows): "lamp - Search"; the bare title
    /// before anything is typed.
    public func searchTitle(_ query: String) -> String {
        query.isEmpty ? searchTitle : pick("\(query) - 검색", "\(query) - Search")
    }
    public var searchPlaceholder: String { pick("상품 이름", "Product name") }
    public var searchHint: String { pick("찾을 상품의 이름을 입력하세요", "Type a product's name to find it") }

    /// Below the last match.
    public var everyMatchShown: String { pick("검색 결과를 모두 보았습니다", "That's every match") }

    /// Said when no product's name contains `query`.
    public func noMatches(_ query: String) -> String {
        pick("‘\(query)’에 맞는 상품이 없습니다", "No product matches ‘\(query)’")
    }
}
