/// Why bytes could not be decoded or encoded. Bad input always ends here, never in a trap.
public enum ImageError: Error, Equatable, Sendable {
    /// Neither a PNG nor a JPEG signature.
    case unknownFormat
    /// The data ends before the picture does.
    case truncated
    /// The data breaks the format's rules; the text says which.
    case corrupt(String)
    /// A checksum (CRC-32 or Adler-32) does not match.
    case checksumMismatch
    /// A valid feature this decoder does not implement (arithmetic coding, lossless JPEG, 12-bit).
    case unsupported(String)
    /// The picture is larger than the `Limits` allow.
    case tooLarge(width: Int, height: Int)
    /// Decoding would need more memory than the `Limits` allow (a decompression bomb).
    case allocationLimit(bytes: Int)
    /// A palette index points past the end of the palette.
    case paletteIndexOutOfRange
    /// Not even the smallest square at the lowest quality is under the byte limit.
    case cannotFit(maxBytes: Int)
}
