import Market

/// How large a server's answer may be, per kind of answer. An answer over its limit is cut off while
/// it streams in (never held in memory whole) and fails as `MarketError.tooLarge`.
public struct ResponseLimits: Hashable, Sendable {
    /// Bytes of a JSON or text answer: a page, a detail, a secret, an error body. A page of 100
    /// products is under 100 KB.
    public var jsonBytes: Int
    /// Bytes of one image. The contract limits an uploaded image to 300 KB.
    public var imageBytes: Int

    public init(jsonBytes: Int = 2 * 1024 * 1024, imageBytes: Int = 8 * 1024 * 1024) {
        self.jsonBytes = jsonBytes
        self.imageBytes = imageBytes
    }
}
