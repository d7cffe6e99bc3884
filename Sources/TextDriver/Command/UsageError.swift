/// A command line that cannot run; `message` is nil when only the usage was asked for (`-h`).
public struct UsageError: Error, Equatable, Sendable {
    public let message: String?

    public init(_ message: String?) {
        self.message = message
    }
}
