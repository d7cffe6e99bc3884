/// What the server calls for a matched route. It may suspend (e.g. waiting for a screen to settle);
/// the connection's own thread waits meanwhile.
public typealias HTTPHandler = @Sendable (HTTPRequest) async -> HTTPResponse

/// Maps a method and a path to a handler. Patterns are paths whose `:name` segments bind a value:
/// `/`, `/products/:id`, `/products/new`, `/products/:id/edit`, `/images/:key`. A literal segment wins
/// over a parameter (`/products/new` is not `/products/:id`). Segments that are empty, `.` or `..`, or
/// hold `/`, `\` or NUL once decoded never match, so traversal attempts get 404 and nothing looks at
/// a file system.
public struct Router: Sendable {
    /// One registered route.
    struct Route: Sendable {
        enum Segment: Sendable, Equatable {
            case literal(String)
            case parameter(String)
        }

        var method: String
        var segments: [Segment]
        var handler: HTTPHandler

        func bind(_ path: [String]) -> [String: String]? {
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

        /// Literal segments sort before parameters, position by position.
        var specificity: [Int] { segments.map { if case .literal = $0 { 0 } else { 1 } } }
    }

    /// The outcome of looking a request up.
    public enum Match: Sendable {
        case found(HTTPHandler, parameters: [String: String])
        case notFound
        case methodNotAllowed(allowed: [String])
    }

    private var routes: [Route] = []

    public init() {}

    /// Adds `handler` for `method` (e.g. `GET`) and `pattern` (e.g. `/products/:id`).
    public mutating func add(_ method: String, _ pattern: String, _ handler: @escaping HTTPHandler) {
        precondition(pattern.hasPrefix("/"), "a route pattern is a path: \(pattern)")
        let segments = pattern.split(separator: "/").map { part -> Route.Segment in
            part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
        routes.append(Route(method: method, segments: segments, handler: handler))
    }

    public mutating func get(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add("GET", pattern, handler)
    }

    public mutating func post(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add("POST", pattern, handler)
    }

    /// The handler for `method` and the decoded `path` segments.
    public func match(method: String, path: [String]) -> Match {
        guard path.allSatisfy(Self.isPlainSegment) else { return .notFound }
        let bound = routes.compactMap { route in route.bind(path).map { (route, $0) } }
        guard !bound.isEmpty else { return .notFound }
        let forMethod = bound.filter { $0.0.method == method || (method == "HEAD" && $0.0.method == "GET") }
        guard let best = forMethod.min(by: { $0.0.specificity.lexicographicallyPrecedes($1.0.specificity) })
        else { return .methodNotAllowed(allowed: Array(Set(bound.map(\.0.method))).sorted()) }
        return .found(best.0.handler, parameters: best.1)
    }

    private static func isPlainSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && !segment.contains { $0 == "/" || $0 == "\\" || $0 == "\0" }
    }
}
