import Foundation

/// Where a request may travel unencrypted: only to this machine. Everywhere else the vendor's
/// identifier and password would cross the network in clear text, so a server address must be https.
public enum ClearTextPolicy {
    /// Whether `url` is https, or http to a loopback host.
    public static func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": true
        case "http": url.host.map(isLoopback(host:)) ?? false
        default: false
        }
    }

    /// Whether `host` names this machine: `localhost`, an address in 127.0.0.0/8, or `::1`.
    public static func isLoopback(host: String) -> Bool {
        var host = host.lowercased()
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.hasSuffix(".") { host.removeLast() }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127"
            && octets.allSatisfy { octet in
                !octet.isEmpty && octet.count <= 3 && octet.allSatisfy(\.isASCII) && UInt8(octet) != nil
            }
    }
}
