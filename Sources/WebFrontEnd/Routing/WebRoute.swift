import Foundation
import Screens

/// The address of each screen: `/`, `/search?q=TEXT`, `/products/ID`, `/products/new`,
/// `/products/ID/edit`.
public enum WebRoute {
    /// The path that opens `route`.
    public static func path(of route: AppRoute) -> String {
        switch route {
        case .list: "/"
        case .search(let query): "/search?q=\(queryValue(query))"
        case .product(let id): "/products/\(id)"
        case .register: "/products/new"
        case .edit(let id): "/products/\(id)/edit"
        }
    }

    /// Every screen's address, as a route pattern (`:id` a product id) and the route it opens: the one
    /// table the server's routes and the parsing of addresses both read.
    public static let screens: [(pattern: String, route: @Sendable (_ id: Int?) -> AppRoute?)] = [
        ("/", { _ in .list }),
        ("/search", { _ in .search(query: "") }),
        ("/products/new", { _ in .register }),
        ("/products/:id", { id in id.map { .product(id: $0) } }),
        ("/products/:id/edit", { id in id.map { .edit(productID: $0) } }),
    ]

    /// The route at a decoded path (`["products", "3"]`), or nil for any other path.
    public static func route(segments: [String]) -> AppRoute? {
        for (pattern, route) in screens {
            let parts = pattern.split(separator: "/")
            guard parts.count == segments.count else { continue }
            var id: Int?
            let matches = zip(parts, segments).allSatisfy { part, segment in
                guard part == ":id" else { return part == segment }
                id = productID(segment)
                return id != nil
            }
            if matches, let found = route(id) { return found }
        }
        return nil
    }

    /// The route of a path as the browser reports it (`/products/3?x=1`, `/search?q=%EC%95%84`), or nil.
    public static func route(path: String) -> AppRoute? {
        let withoutQuery = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard withoutQuery.hasPrefix("/") else { return nil }
        if withoutQuery == "/search" {
            let query = URLComponents(string: path)?.queryItems?.first { $0.name == "q" }?.value
            return .search(query: query ?? "")
        }
        return route(segments: withoutQuery.split(separator: "/").map(String.init))
    }

    /// `text` as a query value: percent-encoded, `&`, `=`, `+` and `#` too.
    static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? ""
    }

    /// What a query value may hold unescaped.
    private static let queryValueCharacters = CharacterSet.urlQueryAllowed.subtracting(
        CharacterSet(charactersIn: "&=+#"))

    /// A product id: plain ASCII digits, positive, no sign or leading zero.
    static func productID(_ text: String) -> Int? {
        guard let first = text.first, first != "0", text.count <= 18,
            text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(text)
    }
}
