import Market

/// The query of a list request: `page_no` (required), `items_per_page` (`MarketAPI.defaultItemsPerPage`
/// when absent) and `search_value`. A value that is not an integer is refused naming it; the market
/// refuses those below 1, as in process.
struct ListQuery {
    var number: Int
    var itemsPerPage: Int
    var search: String?

    init(_ query: [(name: String, value: String)]) throws(MarketError) {
        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
        func integer(_ name: String) throws(MarketError) -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text) else {
                throw .server(status: 400, message: "\(name) must be an integer, got '\(text)'")
            }
            return number
        }
        guard let number = try integer("page_no") else {
            throw .server(status: 400, message: "page_no is required")
        }
        self.number = number
        itemsPerPage = try integer("items_per_page") ?? MarketAPI.defaultItemsPerPage
        search = value("search_value").flatMap { $0.isEmpty ? nil : $0 }
    }
}
