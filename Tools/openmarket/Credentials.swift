import Foundation
import Market

/// The vendor's credentials, from the environment only: never from the command line, never printed.
enum Credentials {
    static let identifierVariable = "OPENMARKET_IDENTIFIER"
    static let vendorIDVariable = "OPENMARKET_VENDOR_ID"
    static let passwordVariable = "OPENMARKET_PASSWORD"

    /// For a real server, all three variables are required.
    static func forServer(_ environment: [String: String]) throws(UsageError) -> VendorCredentials {
        let missing = [identifierVariable, vendorIDVariable, passwordVariable].filter {
            (environment[$0] ?? "").isEmpty
        }
        guard missing.isEmpty else {
            throw UsageError(
                "--server needs the vendor's credentials in the environment: set \(missing.joined(separator: ", "))"
            )
        }
        guard let vendorID = Int(environment[vendorIDVariable] ?? "") else {
            throw UsageError("\(vendorIDVariable) must be a whole number")
        }
        return VendorCredentials(
            vendorID: vendorID, identifier: environment[identifierVariable] ?? "",
            password: environment[passwordVariable] ?? "")
    }

    /// For the embedded market: the demo vendor, whose password is `OPENMARKET_PASSWORD` when set and
    /// otherwise the demo password the README gives (the embedded market is not a real server).
    static func forDemo(_ environment: [String: String]) -> VendorCredentials {
        VendorCredentials(
            vendorID: Catalogue.demoVendorID,
            identifier: environment[identifierVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "demo-vendor",
            password: environment[passwordVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "1234")
    }
}
