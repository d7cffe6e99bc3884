/// Which server generation a client speaks (docs/Contract.md §9).
public enum APIVersion: String, Hashable, Sendable, CaseIterable {
    /// `market-training`: `descriptions` in requests, delete through `/secret`.
    case v1
    /// `openmarket`: `description` in requests, delete through `/archived`.
    case v2

    /// The key the description is sent under in register and edit requests.
    var descriptionKey: String { self == .v1 ? "descriptions" : "description" }
}
