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
