/// Where search results come from: the search "server", injected into the effect handler.
public protocol SearchClient: Sendable {
    /// The entries whose name contains `query`, ignoring case, in name order.
    func search(_ query: String) async throws -> [SearchResult]
}

/// One entry the search finds: a programming language and the year it first appeared.
public struct SearchResult: Codable, Equatable, Sendable {
    public var name: String
    public var year: Int

    public init(name: String, year: Int) {
        self.name = name
        self.year = year
    }
}

/// A deterministic in-process search server over a fixed catalogue of programming languages; it
/// answers after `latency` on the injected clock.
public struct FakeSearchServer: SearchClient {
    public let clock: any Clock<Duration>
    public let latency: Duration

    public init(clock: any Clock<Duration>, latency: Duration = .milliseconds(200)) {
        self.clock = clock
        self.latency = latency
    }

    public func search(_ query: String) async throws -> [SearchResult] {
        try await clock.sleep(for: latency)
        let needle = query.lowercased().filter { !$0.isWhitespace }
        return Self.catalogue.filter { $0.name.lowercased().contains(needle) }
    }

    /// Every entry, in name order.
    public static let catalogue: [SearchResult] = [
        ("Ada", 1980), ("ALGOL", 1958), ("C", 1972), ("C++", 1985), ("Clojure", 2007), ("COBOL", 1959),
        ("Elixir", 2012), ("Erlang", 1986), ("Fortran", 1957), ("Go", 2009), ("Haskell", 1990),
        ("Java", 1995), ("JavaScript", 1995), ("Kotlin", 2011), ("Lisp", 1958), ("Lua", 1993),
        ("OCaml", 1996), ("Pascal", 1970), ("Perl", 1987), ("PHP", 1995), ("Prolog", 1972),
        ("Python", 1991), ("Ruby", 1995), ("Rust", 2015), ("Scala", 2004), ("Scheme", 1975),
        ("Smalltalk", 1972), ("Swift", 2014), ("TypeScript", 2012), ("Zig", 2016),
    ].map { SearchResult(name: $0.0, year: $0.1) }
}
