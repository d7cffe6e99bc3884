import Foundation
import Routing

/// Where the app is, as a link names it: what a URL, a universal link, a new tab or a restored session
/// opens. Each screen answers with its own (`PushedScreen.route`) and declares its routes in its own
/// folder (`Route.product(id:)` beside the detail); the app goes to one when a link asks. Its address
/// (`path`) is the same for every front end: `/`, `/search?q=TEXT`, `/products/ID`, `/products/new`,
/// `/products/ID/edit`, `/products/ID/seller`.
public struct Route: Hashable, Sendable {
    /// The address pattern of the screen the route opens (`/products/:id`): which screen, not which
    /// product.
    public let pattern: String
    /// The values of the pattern's parameters (`id`) and of the query items the screen keeps (`q`), by
    /// name.
    public let values: [String: String]

    /// The route at `pattern` with `values`: those the pattern names fill its segments, the others are
    /// written as query items.
    public init(_ pattern: String, _ values: [String: String] = [:]) {
        self.pattern = pattern
        self.values = values
    }

    /// The list, at the bottom of every stack: `/`.
    public static let list = Route("/")

    /// The product id the route names (`:id`), if it names one.
    public var productID: Int? { values["id"].flatMap(Self.productID) }
}

extension Route {
    /// The address that opens the route.
    public var path: String {
        let pattern = PathPattern(self.pattern)
        var named: Set<String> = []
        let segments = pattern.segments.map { segment in
            switch segment {
            case .literal(let literal): return literal
            case .parameter(let name):
                named.insert(name)
                return values[name] ?? ""
            }
        }
        let query = values.keys.filter { !named.contains($0) }.sorted().map {
            "\($0)=\(Self.queryValue(values[$0] ?? ""))"
        }
        let path = "/" + segments.joined(separator: "/")
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
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
