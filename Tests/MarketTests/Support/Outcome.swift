import Market
import Testing

/// The `MarketError` a market call threw, or nil when it succeeded:
/// `#expect(await failure { try await client.detail(id: 1) } == .timeout)`.
/// Any other error type is recorded as an issue (the market's calls throw only `MarketError`).
func failure<Value>(
    _ operation: () async throws -> Value, sourceLocation: SourceLocation = #_sourceLocation
) async -> MarketError? {
    do {
        _ = try await operation()
        return nil
    } catch let error as MarketError {
        return error
    } catch {
        Issue.record("threw \(type(of: error)), not a MarketError: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Which of `String(describing:)`, `String(reflecting:)` and `dump` of `value` contain any of `secrets`;
/// empty when none does.
func leaks(of secrets: [String], in value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    let renderings = [
        ("describing", String(describing: value)), ("reflecting", String(reflecting: value)),
        ("dump", dumped),
    ]
    return renderings.filter { _, text in secrets.contains { text.contains($0) } }.map(\.0)
}
