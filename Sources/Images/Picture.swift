import Foundation

/// A picture ready to draw: `width` × `height` opaque pixels of three bytes each (red, green, blue), row
/// after row from the top left. An app decodes an `Image`, scales it to the size its slot shows and lays
/// it on white, so a view state carries only the pixels a front end draws; a terminal scales it again
/// to its cells.
///
/// A picture remembers the last few sizes it was scaled to (`scaled(toWidth:height:)`), shared by its
/// copies: a screen drawn again scales its pictures once, not once a frame.
public struct Picture: Hashable, Sendable {
    /// The number of pixels across.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// `width * height * 3` bytes.
    public var rgb: [UInt8] { storage.rgb }
    private let storage: PictureStorage

    /// The sizes a side may have, in pixels.
    public static let sides = 1...4_096

    /// A picture from its RGB bytes; nil unless both sides are in `sides` and there are exactly
    /// `width * height * 3` bytes.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard Self.sides.contains(width), Self.sides.contains(height), rgb.count == width * height * 3 else {
            return nil
        }
        self.width = width
        self.height = height
        storage = PictureStorage(rgb)
    }

    /// `image` laid on white (each pixel blended with white by its alpha); nil when a side is out of
    /// `sides`.
    public init?(_ image: Image) {
        self.init(width: image.width, height: image.height, rgb: image.rgbOverWhite)
    }

    /// The picture scaled to `newWidth` × `newHeight` pixels by area averaging (each new pixel the mean
    /// of the area it covers, partly covered pixels weighted by how much), itself when the size is its
    /// own; nil when a new side is not in `sides`. One of the last `PictureStorage.scalingLimit` sizes
    /// asked for is not scaled again.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> Picture? {
        guard Self.sides.contains(newWidth), Self.sides.contains(newHeight) else { return nil }
        if newWidth == width, newHeight == height { return self }
        return storage.scaling(toWidth: newWidth, height: newHeight) {
            Picture(
                Image(width: width, height: height, opaqueRGB: rgb).resized(
                    width: newWidth, height: newHeight))
        }
    }

    public static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
            && (lhs.storage === rhs.storage || lhs.rgb == rhs.rgb)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(rgb)
    }
}

/// A picture is described, diffed and dumped as its sides and its bytes, as if they were all it stored.
extension Picture: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["width": width, "height": height, "rgb": rgb], displayStyle: .struct)
    }
}

/// A picture is encoded as its sides and its bytes in base64, and decodes only as a picture
/// `init?(width:height:rgb:)` makes: a side out of `sides`, or bytes of the wrong count, is an error
/// naming the field.
extension Picture: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, rgb
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        let rgb = try container.decode(Data.self, forKey: .rgb)
        for (key, side) in [(CodingKeys.width, width), (.height, height)] where !Self.sides.contains(side) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(side) pixels is not in \(Self.sides)")
        }
        guard let picture = Picture(width: width, height: height, rgb: Array(rgb)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .rgb, in: container,
                debugDescription: "\(rgb.count) bytes, not \(width) × \(height) × 3")
        }
        self = picture
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(Data(rgb), forKey: .rgb)
    }
}
