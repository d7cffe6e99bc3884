import Foundation

/// An image a person attached to a registration: its bytes, the file name it came with, and its size
/// in pixels once it was decoded.
public struct ImageUpload: Hashable, Sendable, Codable {
    public var fileName: String
    public var data: Data
    /// The picture's size, known once the bytes were decoded (nil for bytes nobody looked into).
    public var pixelSize: PixelSize?

    public init(fileName: String, data: Data, pixelSize: PixelSize? = nil) {
        self.fileName = fileName
        self.data = data
        self.pixelSize = pixelSize
    }

    /// The format the bytes really are, whatever the file name says; nil when they are no JPEG or PNG.
    public var format: ImageFormat? { ImageFormat(detecting: data) }
}

/// A picture's width and height in pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// The image formats the server accepts, recognised by their bytes.
public enum ImageFormat: String, Hashable, Sendable {
    case jpeg
    case png

    /// Recognises a complete JPEG (`FF D8 FF` … `FF D9`) or PNG (signature … `IEND` chunk).
    /// Empty, truncated or other data is nil.
    public init?(detecting data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]), bytes.count >= 5,
            bytes.suffix(2).elementsEqual([0xFF, 0xD9])
        {
            self = .jpeg
        } else if bytes.starts(with: Self.pngSignature),
            bytes.count >= Self.pngSignature.count + Self.pngEnd.count,
            bytes.suffix(Self.pngEnd.count).elementsEqual(Self.pngEnd)
        {
            self = .png
        } else {
            return nil
        }
    }

    public var mimeType: String { "image/\(rawValue)" }

    public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The `IEND` chunk every complete PNG ends with.
    private static let pngEnd: [UInt8] = [
        0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
