/// The outcome of `ImageFitter.fit`: the bytes to upload and the picture they hold.
public struct FittedImage: Equatable, Sendable {
    public var bytes: [UInt8]
    public var width: Int
    public var height: Int
    public var format: ImageFormat

    public init(bytes: [UInt8], width: Int, height: Int, format: ImageFormat) {
        self.bytes = bytes
        self.width = width
        self.height = height
        self.format = format
    }
}

/// Makes a photo fit the market's image rule: square and under a byte limit. A square picture
/// already under the limit is kept as it is; anything else is cropped to its centred square, scaled
/// down by area averaging and re-encoded as JPEG until it is under the limit.
public enum ImageFitter {
    /// The side at which the first attempt starts: a photo larger than this does not fit 300 KB at a
    /// good quality anyway, and starting here keeps the work bounded.
    public static let largestFirstSide = 2_048
    public static let quality = 85

    /// Fits the PNG or JPEG `bytes` under `maxBytes` (exclusive).
    public static func fit(_ bytes: [UInt8], under maxBytes: Int, limits: Limits = .standard)
        throws(ImageError)
        -> FittedImage
    {
        guard let format = ImageDecoder.format(of: bytes) else { throw .unknownFormat }
        let image = try ImageDecoder.decode(bytes, limits: limits)
        if image.width == image.height && bytes.count < maxBytes {
            return FittedImage(bytes: bytes, width: image.width, height: image.height, format: format)
        }
        return try fit(image, under: maxBytes)
    }

    /// Fits a decoded picture under `maxBytes` as a square JPEG.
    public static func fit(_ image: Image, under maxBytes: Int) throws(ImageError) -> FittedImage {
        let square = image.centredSquare
        var side = min(square.width, largestFirstSide)
        var quality = Self.quality
        while true {
            let scaled =
                side == square.width && side == image.width && side == image.height
                ? image : image.resized(width: side, height: side, from: square)
            let encoded = JPEGEncoder.encode(scaled, quality: quality)
            if encoded.count < maxBytes {
                return FittedImage(bytes: encoded, width: side, height: side, format: .jpeg)
            }
            if side > 16 {
                // Bytes grow about with the area: aim 10% under the limit.
                let ratio = (Double(maxBytes) * 0.9 / Double(encoded.count)).squareRoot()
                side = max(16, min(side - 1, Int(Double(side) * ratio)))
            } else if quality > 10 {
                quality -= 25
            } else {
                throw .cannotFit(maxBytes: maxBytes)
            }
        }
    }
}
