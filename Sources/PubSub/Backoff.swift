/// How long to wait before the next attempt to reach a service that failed: doubling from `first`
/// after each failure in a row, up to `longest`, so a service that is down is not hammered and one
/// that is back is found soon.
public struct Backoff: Equatable, Sendable {
    public var first: Duration
    public var longest: Duration

    public init(first: Duration = .milliseconds(100), longest: Duration = .seconds(5)) {
        self.first = first
        self.longest = longest
    }

    /// The wait after `failures` failures in a row (1: the first failure).
    public func delay(afterFailures failures: Int) -> Duration {
        var delay = first
        for _ in 1..<max(1, failures) {
            delay *= 2
            if delay >= longest { return longest }
        }
        return min(delay, longest)
    }
}
