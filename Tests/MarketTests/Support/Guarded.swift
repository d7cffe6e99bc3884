/// Runs `operation`, cancelling it if it has not finished within `limit`: a guard against a hang, so
/// generous, never a bound the test asserts. A cancelled market call ends as `.cancelled`, which the
/// test's expectation of another outcome then reports.
func guarded<Value: Sendable>(
    within limit: Duration = .seconds(30), _ operation: @escaping @Sendable () async -> Value
) async -> Value {
    await withTaskGroup(of: Value?.self) { group in
        group.addTask { await operation() }
        group.addTask {
            try? await Task.sleep(for: limit)
            return nil
        }
        var result: Value?
        while result == nil, let next = await group.next() {
            group.cancelAll()
            result = next
        }
        return result!
    }
}
