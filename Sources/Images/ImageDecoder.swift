/// The entry point for bytes of unknown kind: PNG or JPEG by signature, every decode bounded by
/// `Limits`.
public enum ImageDecoder {
    /// Decodes a PNG or a JPEG (its EXIF orientation applied) into RGBA pixels.
    public static func decode(_ bytes: [UInt8], limits: Limits = .standard) throws(ImageError) -> Image {
        switch ImageFormat(signatureOf: bytes) {
        case .png:
            try bytes.withUnsafeBufferPointer { bytes throws(ImageError) in
                try PNGDecoder.decode(bytes, limits: limits)
            }
        case .jpeg:
            try bytes.withUnsafeBufferPointer { bytes throws(ImageError) in
                try JPEGDecoder.decode(bytes, limits: limits).image
            }
        case nil: throw .unknownFormat
        }
    }

    /// Decodes a PNG or a JPEG (its EXIF orientation applied) at the smallest size that is still at
    /// least `width` × `height`, keeping its proportions: a JPEG reduced in the DCT to a half, a
    /// quarter or an eighth of its size (each side rounded up) when that still covers both sides, so
    /// that it never makes the full-size pixels; a PNG, or a JPEG no reduction covers, at full size.
    /// `limits` apply to the pixels decoded: a photo too large to decode whole may still decode
    /// reduced.
    ///
    /// For a picture shown smaller than it is, such as a thumbnail: the result is then area-averaged
    /// to the exact size shown (`decodeCentredSquare(_:side:limits:)` does both).
    public static func decode(
        _ bytes: [UInt8], atLeastWidth width: Int, height: Int, limits: Limits = .standard
    ) throws(ImageError) -> Image {
        try reduced(bytes, atLeastWidth: width, height: height, limits: limits).image
    }

    /// The picture's centred square, upright, `side` × `side` pixels, or its own shorter side when
    /// that is smaller (never enlarged): decoded at the smallest size that still covers `side`
    /// (`decode(_:atLeastWidth:height:limits:)`), then area-averaged to the exact size. What a
    /// thumbnail is made with; `side` must be positive.
    public static func decodeCentredSquare(_ bytes: [UInt8], side: Int, limits: Limits = .standard)
        throws(ImageError) -> Image
    {
        precondition(side > 0)
        let picture = try reduced(bytes, atLeastWidth: side, height: side, limits: limits)
        return picture.centredSquare(side: min(side, picture.fullWidth, picture.fullHeight))
    }

    /// The picture as `decode(_:atLeastWidth:height:limits:)` decodes it, with what it stands for.
    private static func reduced(_ bytes: [UInt8], atLeastWidth width: Int, height: Int, limits: Limits)
        throws(ImageError) -> ReducedPicture
    {
        guard ImageFormat(signatureOf: bytes) == .jpeg else {
            let image = try decode(bytes, limits: limits)
            return ReducedPicture(
                image: image, reduction: 1, fullWidth: image.width, fullHeight: image.height)
        }
        return try bytes.withUnsafeBufferPointer { bytes throws(ImageError) in
            try JPEGDecoder.decode(bytes, atLeast: (width, height), limits: limits)
        }
    }
}
