import Market
import MarketInMemory

/// The vendor the demo acts for on the embedded market: the catalogue's demo vendor, with the
/// identifier and password from `OPENMARKET_IDENTIFIER` and `OPENMARKET_PASSWORD` when they are set.
///
/// Otherwise the password is `1234`, which the README gives: the embedded market is a fake in memory,
/// not a server, so this is no credential. Real credentials only ever come from the environment.
public enum DemoCredentials {
    public static let identifierVariable = "OPENMARKET_IDENTIFIER"
    public static let vendorIDVariable = "OPENMARKET_VENDOR_ID"
    public static let passwordVariable = "OPENMARKET_PASSWORD"
    public static let defaultPassword = "1234"

    public static func from(_ environment: [String: String]) -> VendorCredentials {
        VendorCredentials(
            vendorID: Catalogue.demoVendorID,
            identifier: nonEmpty(environment[identifierVariable]) ?? "demo-vendor",
            password: nonEmpty(environment[passwordVariable]) ?? defaultPassword)
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
