import Foundation

/// A catalogue image: a square of one colour, kept as its side and colour and written as PNG bytes only
/// when someone asks for them.
public struct SolidImage: Sendable, Hashable {
    /// The width and height, in pixels.
    public var side: Int
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(side: Int, red: UInt8, green: UInt8, blue: UInt8) {
        self.side = side
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The image as a PNG file.
    public var png: Data {
        PNGImage.solid(width: side, height: side, red: red, green: green, blue: blue)
    }
}
