/// The entry point for bytes of unknown kind: PNG or JPEG by signature, every decode bounded by
/// `Limits`.
public enum ImageDecoder {
    /// The format of `bytes` by its signature, or nil.
    public static func format(of bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: PNGDecoder.signature) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes a PNG or a JPEG (its EXIF orientation applied) into RGBA pixels.
    public static func decode(_ bytes: [UInt8], limits: Limits = .standard) throws(ImageError) -> Image {
        switch format(of: bytes) {
        case .png:
            try bytes.withUnsafeBufferPointer { bytes throws(ImageError) in
                try PNGDecoder.decode(bytes, limits: limits)
            }
        case .jpeg:
            try bytes.withUnsafeBufferPointer { bytes throws(ImageError) in
                try JPEGDecoder.decode(bytes, limits: limits)
            }
        case nil: throw .unknownFormat
        }
    }
}

/// The two formats the module reads and writes.
public enum ImageFormat: Equatable, Sendable {
    case png
    case jpeg
}
