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

/// Makes a photo fit under the market's byte limit with its shape kept, as the seed apps do: a PNG, or
/// a square picture, already under the limit is kept as it is; anything else is scaled down (its longer
/// side to `largestFirstSide` at most, then by area averaging) and re-encoded as JPEG, upright, until
/// it is under the limit.
public enum ImageFitter {
    /// The longer side at which the first attempt starts: a photo larger than this does not fit 300 KB
    /// at a good quality anyway, and starting here keeps the work bounded.
    public static let largestFirstSide = 2_048
    public static let quality = 85
    /// The longer side below which a picture is not scaled down further (the quality is lowered).
    static let smallestSide = 16

    /// Fits the PNG or JPEG `bytes` under `maxBytes` (exclusive).
    public static func fit(_ bytes: [UInt8], under maxBytes: Int, limits: Limits = .standard)
        throws(ImageError)
        -> FittedImage
    {
        guard let format = ImageFormat(signatureOf: bytes) else { throw .unknownFormat }
        let image = try ImageDecoder.decode(bytes, limits: limits)
        // A JPEG of another shape may be turned by its EXIF orientation: it is written upright anew.
        if bytes.count < maxBytes, format == .png || image.width == image.height {
            return FittedImage(bytes: bytes, width: image.width, height: image.height, format: format)
        }
        return try fit(image, under: maxBytes)
    }

    /// Fits a decoded picture under `maxBytes` as a JPEG of the same shape.
    public static func fit(_ image: Image, under maxBytes: Int) throws(ImageError) -> FittedImage {
        let longer = max(image.width, image.height)
        var side = min(longer, largestFirstSide)
        var quality = Self.quality
        while true {
            let width = max(1, Int((Double(image.width * side) / Double(longer)).rounded()))
            let height = max(1, Int((Double(image.height * side) / Double(longer)).rounded()))
            let scaled =
                width == image.width && height == image.height
                ? image : image.resized(width: width, height: height)
            let encoded = JPEGEncoder.encode(scaled, quality: quality)
            if encoded.count < maxBytes {
                return FittedImage(bytes: encoded, width: width, height: height, format: .jpeg)
            }
            if side > smallestSide {
                // Bytes grow about with the area: aim 10% under the limit.
                let ratio = (Double(maxBytes) * 0.9 / Double(encoded.count)).squareRoot()
                side = max(smallestSide, min(side - 1, Int(Double(side) * ratio)))
            } else if quality > 10 {
                quality -= 25
            } else {
                throw .cannotFit(maxBytes: maxBytes)
            }
        }
    }
}
