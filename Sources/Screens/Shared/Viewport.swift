/// The part of a long list a front end can show at once, in products, for each layout.
///
/// The front end says how much fits (`ViewportSize`); the list's reducer owns the scroll position, so
/// what is visible, which thumbnails load and when the next page is fetched are all screen logic under
/// test.
public struct ViewportSize: Hashable, Sendable, Codable {
    /// How many LIST rows fit.
    public var listRows: Int
    /// How many GRID columns and rows fit.
    public var gridColumns: Int
    public var gridRows: Int

    public init(listRows: Int, gridColumns: Int, gridRows: Int) {
        self.listRows = max(1, listRows)
        self.gridColumns = max(1, gridColumns)
        self.gridRows = max(1, gridRows)
    }

    /// A phone-sized default until the front end reports its size.
    public static let phone = ViewportSize(listRows: 6, gridColumns: 2, gridRows: 3)
}

extension ViewportSize {
    /// Decodes a size whose every count is at least 1, as `init` makes it; a smaller one is an error
    /// naming the field, rather than a size the list divides by.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys) throws -> Int {
            let value = try container.decode(Int.self, forKey: key)
            guard value >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(value) is less than 1")
            }
            return value
        }
        self.init(
            listRows: try count(.listRows), gridColumns: try count(.gridColumns),
            gridRows: try count(.gridRows))
    }
}
