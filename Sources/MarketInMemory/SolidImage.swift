import Foundation
import Images

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

    /// The image as a PNG file, written by the `Images` module's encoder.
    public var png: Data {
        let pixel = [red, green, blue, 255]
        let pixels = Array([[UInt8]](repeating: pixel, count: side * side).joined())
        return Data(PNGEncoder.encode(Image(width: side, height: side, pixels: pixels)))
    }
}
