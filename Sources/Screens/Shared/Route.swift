import Foundation
import Routing

/// Where the app is, as a link names it: what a URL, a universal link, a new tab or a restored session
/// opens. Each screen answers with its own (`PushedScreen.route`); the app goes to one when a link
/// asks. Its address (`path`) is the same for every front end: `/`, `/search?q=TEXT`, `/products/ID`,
/// `/products/new`, `/products/ID/edit`.
public enum Route: Hashable, Sendable, Codable {
    case list
    /// The search screen with this text typed and searched.
    case search(query: String)
    case product(id: Int)
    case register
    case edit(productID: Int)
}

extension Route {
    /// Whether going from `other` to this route only refines the screen shown (the search's text
    /// typed): a browser then replaces its address rather than adding a step to its history.
    public func refines(_ other: Route) -> Bool {
        switch (self, other) {
        case (.search, .search): true
        default: false
        }
    }
}

extension Route {
    /// The address that opens the route.
    public var path: String {
        switch self {
        case .list: "/"
        case .search(let query): "/search?q=\(Self.queryValue(query))"
        case .product(let id): "/products/\(id)"
        case .register: "/products/new"
        case .edit(let id): "/products/\(id)/edit"
        }
    }

    /// Every screen's address, as a pattern (`:id` a product id) and the route it opens (given the
    /// address's query items): the one table a server's routes and the reading of addresses both use.
    /// Where two patterns match, the more specific is meant (`PathPattern.matches`), whatever the order.
    public static let addresses:
        [(pattern: String, route: @Sendable (_ id: Int?, _ query: [URLQueryItem]) -> Route?)] = [
            ("/", { _, _ in .list }),
            ("/search", { _, query in .search(query: query.first { $0.name == "q" }?.value ?? "") }),
            ("/products/:id", { id, _ in id.map { .product(id: $0) } }),
            ("/products/new", { _, _ in .register }),
            ("/products/:id/edit", { id, _ in id.map { .edit(productID: $0) } }),
        ]

    /// The address table as patterns, parsed once.
    private static let patterns = addresses.map { (pattern: PathPattern($0.pattern), value: $0.route) }

    /// The route at an address as a browser or a link gives it (`/products/3?x=1`,
    /// `/search?q=%EC%95%84`), or nil for an address that opens no screen.
    public init?(path: String) {
        guard path.hasPrefix("/"), let components = URLComponents(string: path) else { return nil }
        let segments = components.path.split(separator: "/").map(String.init)
        // A form's submission writes a space as `+`; `path` never writes a bare `+`.
        let query = (components.percentEncodedQueryItems ?? []).map { item in
            URLQueryItem(
                name: item.name,
                value: item.value.flatMap {
                    $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                })
        }
        for (route, values) in PathPattern.matches(of: Self.patterns, for: segments) {
            let id = values["id"].flatMap(Self.productID)
            guard values["id"] == nil || id != nil else { continue }
            if let found = route(id, query) {
                self = found
                return
            }
        }
        return nil
    }

    /// A product id as an address writes it: plain ASCII digits, positive, no sign or leading zero.
    public static func productID(_ text: String) -> Int? {
        guard let first = text.first, first != "0", text.count <= 18,
            text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(text)
    }

    /// `text` as a query value: percent-encoded, `&`, `=`, `+` and `#` too.
    public static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? ""
    }

    /// What a query value may hold unescaped.
    private static let queryValueCharacters = CharacterSet.urlQueryAllowed.subtracting(
        CharacterSet(charactersIn: "&=+#"))
}
