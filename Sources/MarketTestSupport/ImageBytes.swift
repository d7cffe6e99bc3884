import Foundation

/// The smallest bytes `ImageFormat` recognises, for tests of the image rules: a PNG of any size and a
/// JPEG.
public enum ImageBytes {
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The `IEND` chunk a complete PNG ends with.
    public static let pngEnd: [UInt8] = [
        0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// The PNG signature and the IEND chunk, padded with zero bytes between them to `totalBytes`.
    public static func png(totalBytes: Int = pngSignature.count + pngEnd.count) -> Data {
        Data(
            pngSignature + [UInt8](repeating: 0, count: totalBytes - pngSignature.count - pngEnd.count)
                + pngEnd)
    }

    /// `FF D8 FF` … `FF D9`.
    public static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xD9])
}
