import Routing

/// What the server calls for a matched route. It may suspend (e.g. waiting for a screen to settle);
/// the connection's own thread waits meanwhile.
public typealias HTTPHandler = @Sendable (HTTPRequest) async -> HTTPResponse

/// Maps a method and a path to a handler. Patterns are paths whose `:name` segments bind a value
/// (`PathPattern`): `/`, `/products/:id`, `/products/new`, `/images/:key`. A literal segment wins
/// over a parameter (`/products/new` is not `/products/:id`), the rule of `PathPattern.matches`. Segments that are empty, `.` or `..`, or
/// hold `/`, `\` or NUL once decoded never match, so traversal attempts get 404 and nothing looks at
/// a file system.
public struct Router: Sendable {
    /// One registered route.
    struct Route: Sendable {
        var method: String
        var pattern: PathPattern
        var handler: HTTPHandler
        /// The answer of a route that always gives the same one.
        var constant: HTTPResponse?
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
        routes.append(Route(method: method, pattern: PathPattern(pattern), handler: handler))
    }

    public mutating func get(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add("GET", pattern, handler)
    }

    public mutating func post(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add("POST", pattern, handler)
    }

    /// Answers `GET pattern` with `response`, always (a script, a style sheet): the server writes it at
    /// once, without running a handler, so it is answered however busy the process's tasks are.
    public mutating func get(_ pattern: String, constant response: HTTPResponse) {
        add("GET", pattern) { _ in response }
        routes[routes.count - 1].constant = response
    }

    /// The answer of the constant route that `method` and `path` match, or nil for any other.
    public func constant(method: String, path: [String]) -> HTTPResponse? {
        best(method: method, path: path)?.route.constant
    }

    /// The handler for `method` and the decoded `path` segments.
    public func match(method: String, path: [String]) -> Match {
        if let (route, parameters) = best(method: method, path: path) {
            return .found(route.handler, parameters: parameters)
        }
        let bound = bound(path)
        guard !bound.isEmpty else { return .notFound }
        return .methodNotAllowed(allowed: Array(Set(bound.map(\.route.method))).sorted())
    }

    /// The routes whose pattern `path` matches, with their bound values.
    private func bound(_ path: [String]) -> [(route: Route, parameters: [String: String])] {
        guard path.allSatisfy(Self.isPlainSegment) else { return [] }
        return routes.compactMap { route in route.pattern.bind(path).map { (route, $0) } }
    }

    /// The most specific route for `method` (HEAD is served by GET) at `path`.
    private func best(method: String, path: [String]) -> (route: Route, parameters: [String: String])? {
        guard path.allSatisfy(Self.isPlainSegment) else { return nil }
        let candidates = routes.lazy.filter {
            $0.method == method || (method == "HEAD" && $0.method == "GET")
        }
        .map { (pattern: $0.pattern, value: $0) }
        return PathPattern.matches(of: candidates, for: path).first.map { ($0.value, $0.parameters) }
    }

    private static func isPlainSegment(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && !segment.contains { $0 == "/" || $0 == "\\" || $0 == "\0" }
    }
}
