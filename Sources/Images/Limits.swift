/// Bounds checked before a decoder allocates anything, so hostile headers and decompression bombs
/// fail with an `ImageError` instead of exhausting memory. They apply to the pixels a decode makes:
/// a JPEG decoded reduced is checked at its reduced size, and allocates only that.
public struct Limits: Equatable, Sendable {
    public var maxWidth: Int
    public var maxHeight: Int
    /// Most pixels a picture may have.
    public var maxPixels: Int
    /// Most bytes one decode may allocate for its working buffers, the output included.
    public var maxAllocationBytes: Int

    public init(maxWidth: Int, maxHeight: Int, maxPixels: Int, maxAllocationBytes: Int) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxPixels = maxPixels
        self.maxAllocationBytes = maxAllocationBytes
    }

    /// 16,384 pixels a side, 50 megapixels, 512 MB: every camera photo, no bomb.
    public static let standard = Limits(
        maxWidth: 16_384, maxHeight: 16_384, maxPixels: 50_000_000, maxAllocationBytes: 512 << 20)

    /// Throws unless a `width` × `height` picture is within the limits.
    func check(width: Int, height: Int) throws(ImageError) {
        guard width > 0, height > 0 else { throw .corrupt("zero width or height") }
        guard width <= maxWidth, height <= maxHeight,
            width.multipliedReportingOverflow(by: height).partialValue
                <= maxPixels
        else { throw .tooLarge(width: width, height: height) }
    }

    /// Throws unless `bytes` more may be allocated; returns the new total.
    func reserve(_ bytes: Int, after used: Int) throws(ImageError) -> Int {
        let (total, overflow) = used.addingReportingOverflow(bytes)
        guard !overflow, bytes >= 0, total <= maxAllocationBytes else { throw .allocationLimit(bytes: bytes) }
        return total
    }
}
