import Foundation
import Images

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

    /// The format `data` begins as, by its signature (the Images module's sniffing), complete or not;
    /// nil for other data.
    public init?(signatureOf data: Data) {
        switch ImageDecoder.format(of: Array(data.prefix(8))) {
        case .jpeg: self = .jpeg
        case .png: self = .png
        case nil: return nil
        }
    }

    /// Recognises a complete JPEG (`FF D8 FF` … `FF D9`) or PNG (signature … `IEND` chunk).
    /// Empty, truncated or other data is nil.
    public init?(detecting data: Data) {
        guard let format = ImageFormat(signatureOf: data) else { return nil }
        let (signatureLength, end) = format == .jpeg ? (3, Self.jpegEnd) : (8, Self.pngEnd)
        guard data.count >= signatureLength + end.count, data.suffix(end.count).elementsEqual(end) else {
            return nil
        }
        self = format
    }

    public var mimeType: String { "image/\(rawValue)" }

    public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

    /// The end-of-image marker every complete JPEG ends with.
    private static let jpegEnd: [UInt8] = [0xFF, 0xD9]
    /// The `IEND` chunk every complete PNG ends with.
    private static let pngEnd: [UInt8] = [
        0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
