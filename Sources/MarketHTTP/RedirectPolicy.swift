import Foundation

/// Which redirects a request may follow. A request carrying the vendor's credentials (the
/// `identifier` header, or the password in its body) follows none, so they never reach another
/// address; a read follows redirects within its own origin (scheme, host and port).
enum RedirectPolicy: Sendable, Equatable {
    case never
    case sameOrigin

    /// At most this many redirects in a row, even within one origin.
    static let maximumHops = 5

    /// Whether a request to `from` may be sent again to `to`.
    func allows(from: URL?, to: URL?) -> Bool {
        switch self {
        case .never: false
        case .sameOrigin: from.map(Self.origin) == to.map(Self.origin) && to != nil
        }
    }

    /// `scheme://host:port`, lowercased, with the scheme's default port filled in and no user, path or
    /// query (which may hold secrets): what an error may show of an address.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "\(scheme)://\(shownHost):\(port)"
    }
}
