/// Where a market's pictures are fetched from over HTTP: the embedded market names them
/// `memory://images/PRODUCT/FILE` (uploads and the catalogue's squares) and `memory://photos/FILE`
/// (the demo's photographs), which this server serves at `BASE/images/…` and `BASE/photos/…`.
struct ImageAddresses: Sendable {
    /// The server's own address as its client reached it, e.g. `http://127.0.0.1:8080`.
    let base: String

    static let scheme = "memory://"
    /// The route of each kind of picture the embedded market names.
    static let routes = ["/images/:product/:file", "/photos/:file"]

    /// The address a client fetches `url` from: this server's for the embedded market's pictures, any
    /// other as it is.
    func served(_ url: String) -> String {
        guard url.hasPrefix(Self.scheme) else { return url }
        return base + "/" + url.dropFirst(Self.scheme.count)
    }

    /// The embedded market's name for the picture at `path` of this server (`["images", "241", "1.jpg"]`).
    static func embedded(_ path: [String]) -> String {
        scheme + path.joined(separator: "/")
    }
}
