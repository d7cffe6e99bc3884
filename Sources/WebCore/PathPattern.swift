/// A path whose `:name` segments bind a value (`/`, `/products/:id`, `/products/:id/edit`): the one
/// matching of paths, for the server's routes (`Router`) and an app's addresses (Open Market's
/// `Route`).
public struct PathPattern: Sendable, Hashable {
    public enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    public let segments: [Segment]

    /// The pattern written as a path; empty segments are ignored.
    public init(_ pattern: String) {
        segments = pattern.split(separator: "/").map { part in
            part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
    }

    /// The values `path`'s segments bind, by name, or nil when it does not match.
    public func bind(_ path: [String]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (segment, value) in zip(segments, path) {
            switch segment {
            case .literal(let literal): guard literal == value else { return nil }
            case .parameter(let name): values[name] = value
            }
        }
        return values
    }

    /// Literal segments sort before parameters, position by position: of two patterns that match, the
    /// one whose specificity precedes is meant (`/products/new` over `/products/:id`).
    public var specificity: [Int] { segments.map { if case .literal = $0 { 0 } else { 1 } } }
}
