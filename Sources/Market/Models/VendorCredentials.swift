/// Who the app acts for: the vendor's id, the `identifier` header the academy issued and the vendor
/// password (`secret`).
///
/// The identifier and password are secrets: they come from configuration, and this type never prints
/// them (its description and debug description show them redacted).
public struct VendorCredentials: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    public var vendorID: Int
    public var identifier: String
    public var password: String

    public init(vendorID: Int, identifier: String, password: String) {
        self.vendorID = vendorID
        self.identifier = identifier
        self.password = password
    }

    public var description: String {
        "VendorCredentials(vendorID: \(vendorID), identifier: •••, password: •••)"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["vendorID": vendorID, "identifier": "•••", "password": "•••"])
    }
}
