import Foundation
import Routing

/// The app's routes, as its front ends name them: `Route`, the address every screen answers with.
public typealias AppRoute = Route

extension AppState {
    /// The route of the screen on top.
    public var route: Route {
        path.last?.screen.route ?? .list
    }
}

extension Route {
    /// The declaration of the address the route is at.
    var address: ScreenAddress? {
        Self.table.first { $0.value.pattern == pattern }?.value
    }

    /// The kind of screen the route opens.
    public var screenKind: ScreenKind { address?.kind ?? .list }

    /// Whether going from `other` to this route only refines the screen shown (the search's text
    /// typed): a browser then replaces its address rather than adding a step to its history.
    public func refines(_ other: Route) -> Bool {
        pattern == other.pattern && address?.refinement != nil
    }

    /// Which screen the route shows, as a browser tells screens apart: its pattern for a screen whose
    /// values only refine it (the search's text, `refines(_:)`), else its whole address.
    public var screenIdentity: String {
        address?.refinement != nil ? pattern : path
    }

    /// Every screen's address pattern (`:id` a product id): what a server serves pages at.
    public static var patterns: [String] { table.map(\.value.pattern) }

    /// The screens' addresses, parsed once.
    private static let table = AppDestination.addresses.map { (pattern: PathPattern($0.pattern), value: $0) }

    /// The route at an address as a browser or a link gives it (`/products/3?x=1`,
    /// `/search?q=%EC%95%84`), or nil for an address that opens no screen. Where two patterns match,
    /// the more specific is meant (`PathPattern.matches`): `/products/new` is not a product.
    public init?(path: String) {
        guard path.hasPrefix("/"), let components = URLComponents(string: path) else { return nil }
        let segments = components.path.split(separator: "/").map(String.init)
        // A form's submission writes a space as `+`; `path` never writes a bare `+`.
        let query = (components.percentEncodedQueryItems ?? []).map { item in
            (
                item.name,
                item.value.flatMap { $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            )
        }
        for (address, parameters) in PathPattern.matches(of: Self.table, for: segments)
        where parameters.values.allSatisfy({ Self.productID($0) != nil }) {
            var values = parameters
            for name in address.queryNames {
                values[name] = query.first { $0.0 == name }?.1 ?? ""
            }
            self.init(address.pattern, values)
            return
        }
        return nil
    }
}

extension Route: Codable {
    /// A route is written as its address (`"/products/3"`), as a recording or a script reads it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let path = try container.decode(String.self)
        guard let route = Route(path: path) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "no screen is at the address \(path)")
        }
        self = route
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(path)
    }
}
