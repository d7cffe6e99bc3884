import Market

/// The vendors an `InMemoryMarket` knows, by their `identifier` header. The identifiers are secrets,
/// so a dump or reflection of the book shows only how many accounts it holds.
struct AccountBook: Sendable, CustomReflectable, CustomStringConvertible {
    private let byIdentifier: [String: VendorCredentials]

    init(_ accounts: [VendorCredentials]) {
        byIdentifier = Dictionary(
            accounts.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(identifier: String) -> VendorCredentials? { byIdentifier[identifier] }

    var description: String { "AccountBook(\(byIdentifier.count) accounts)" }

    var customMirror: Mirror { Mirror(self, children: ["count": byIdentifier.count]) }
}
