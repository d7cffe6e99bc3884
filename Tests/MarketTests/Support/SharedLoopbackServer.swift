import Testing

/// A suite trait that starts one `LoopbackServer` for a whole suite and stops it when the suite ends;
/// the suite's tests find it in `SharedLoopbackServer.current`.
struct SharedLoopbackServer: SuiteTrait, TestScoping {
    @TaskLocal static var current: LoopbackServer?

    let api: String

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let server = try LoopbackServer.start(api: api)
        defer { server.stop() }
        try await Self.$current.withValue(server) { try await function() }
    }
}

extension Trait where Self == SharedLoopbackServer {
    /// One loopback server (`api` "v1" or "v2") for the whole suite.
    static func sharedLoopbackServer(api: String = "v1") -> Self { SharedLoopbackServer(api: api) }
}
