import Foundation
import Market
import ScreensLive
import TextDriver

/// The vendor's credentials, from the environment only: never from the command line, never printed.
enum Credentials {
    /// For a real server, all three variables are required.
    static func forServer(_ environment: [String: String]) throws(UsageError) -> VendorCredentials {
        let names = [
            DemoCredentials.identifierVariable, DemoCredentials.vendorIDVariable,
            DemoCredentials.passwordVariable,
        ]
        let missing = names.filter { (environment[$0] ?? "").isEmpty }
        guard missing.isEmpty else {
            throw UsageError(
                "--server needs the vendor's credentials in the environment: set \(missing.joined(separator: ", "))"
            )
        }
        guard let vendorID = Int(environment[DemoCredentials.vendorIDVariable] ?? "") else {
            throw UsageError("\(DemoCredentials.vendorIDVariable) must be a whole number")
        }
        return VendorCredentials(
            vendorID: vendorID, identifier: environment[DemoCredentials.identifierVariable] ?? "",
            password: environment[DemoCredentials.passwordVariable] ?? "")
    }
}
