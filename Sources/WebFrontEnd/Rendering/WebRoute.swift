import Foundation
import Screens

/// The address of each screen: `/`, `/search?q=TEXT`, `/products/ID`, `/products/new`,
/// `/products/ID/edit`.
public enum WebRoute {
    /// The path that opens `route`.
    public static func path(of route: AppRoute) -> String {
        switch route {
        case .list: "/"
        case .search(let query):
            "/search?q=\(query.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? "")"
        case .product(let id): "/products/\(id)"
        case .register: "/products/new"
        case .edit(let id): "/products/\(id)/edit"
        }
    }

    /// The route at a decoded path (`["products", "3"]`), or nil for any other path.
    public static func route(segments: [String]) -> AppRoute? {
        switch segments.count {
        case 0: return .list
        case 2 where segments[0] == "products":
            if segments[1] == "new" { return .register }
            return productID(segments[1]).map { .product(id: $0) }
        case 3 where segments[0] == "products" && segments[2] == "edit":
            return productID(segments[1]).map { .edit(productID: $0) }
        default: return nil
        }
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

    /// What a query value may hold unescaped: `&`, `=`, `+` and `#` are escaped.
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
