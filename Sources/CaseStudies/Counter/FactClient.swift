/// Where the counter gets a fact about a number: the fact "server", injected into the effect handler.
public protocol FactClient: Sendable {
    /// A sentence about `number`; throws `FactError` when there is none.
    func fact(about number: Int) async throws -> String
}

/// Why a fact could not be had, in words the screen shows.
public struct FactError: Error, Equatable, Sendable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// A deterministic in-process fact server: it answers after `latency` on the injected clock, knows
/// whether a number is even, prime or a perfect square, and has no facts about negative numbers.
public struct FakeFactServer: FactClient {
    public let clock: any Clock<Duration>
    public let latency: Duration

    public init(clock: any Clock<Duration>, latency: Duration = .milliseconds(500)) {
        self.clock = clock
        self.latency = latency
    }

    public func fact(about number: Int) async throws -> String {
        try await clock.sleep(for: latency)
        guard number >= 0 else { throw FactError(message: "No facts about negative numbers.") }
        var properties = [number.isMultiple(of: 2) ? "even" : "odd"]
        if number > 1, (2..<number).allSatisfy({ !number.isMultiple(of: $0) }) { properties.append("prime") }
        if (0...number).contains(where: { $0 * $0 == number }) { properties.append("a perfect square") }
        return "\(number) is \(properties.joined(separator: " and "))."
    }
}
