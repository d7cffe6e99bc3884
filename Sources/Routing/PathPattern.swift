/// A path whose `:name` segments bind a value (`/`, `/products/:id`, `/products/:id/edit`): the one
/// matching of paths and the one rule of which pattern is meant when several match
/// (`mostSpecific(of:for:)`), for a server's routes (WebCore's `Router`) and an app's addresses (Open
/// Market's `Route`, which a link, a new tab or a restored session opens on any front end).
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

    /// Of `candidates`, those whose pattern `path` matches, most specific first (a literal segment
    /// before a parameter, position by position; equally specific ones in their order), each with the
    /// values it binds.
    public static func matches<Value>(
        of candidates: some Sequence<(pattern: PathPattern, value: Value)>, for path: [String]
    ) -> [(value: Value, parameters: [String: String])] {
        let bound = candidates.compactMap { candidate in
            candidate.pattern.bind(path).map { (candidate.pattern.specificity, candidate.value, $0) }
        }
        let ordered = bound.enumerated().sorted { left, right in
            left.element.0 == right.element.0
                ? left.offset < right.offset : left.element.0.lexicographicallyPrecedes(right.element.0)
        }
        return ordered.map { (value: $0.element.1, parameters: $0.element.2) }
    }
}
