/// Where Redis listens, as `--pubsub redis://HOST:PORT` names it (the port 6379 when absent).
public struct RedisAddress: Equatable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: Int

    /// Why a text is no Redis address, naming it.
    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public init(host: String, port: Int = 6379) {
        self.host = host
        self.port = port
    }

    /// Reads `redis://HOST[:PORT]`.
    public init(url text: String) throws(Invalid) {
        let prefix = "redis://"
        guard text.hasPrefix(prefix) else {
            throw Invalid(description: "'\(text)' is not a redis://HOST:PORT address")
        }
        let rest = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)[0]
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, !parts[0].contains("@") else {
            throw Invalid(description: "'\(text)' names no host (redis://HOST:PORT)")
        }
        var port = 6379
        if parts.count == 2 {
            guard let number = Int(parts[1]), (1...65_535).contains(number) else {
                throw Invalid(description: "'\(text)' has no port from 1 to 65535")
            }
            port = number
        }
        self.init(host: String(parts[0]), port: port)
    }

    public var description: String { "\(host):\(port)" }
}
