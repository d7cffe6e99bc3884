/// The two picture formats the module reads and writes, recognised by their bytes (whatever a file's
/// name says).
public enum ImageFormat: String, Hashable, Sendable {
    case png
    case jpeg

    /// The format `bytes` begin as, by its signature (`89 50 4E 47 0D 0A 1A 0A`, `FF D8 FF`), complete
    /// or not; nil for other bytes.
    public init?(signatureOf bytes: some Collection<UInt8>) {
        if bytes.starts(with: PNGDecoder.signature) {
            self = .png
        } else if bytes.starts(with: Self.jpegStart) {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// Recognises a complete JPEG (`FF D8 FF` … `FF D9`) or PNG (signature … `IEND` chunk).
    /// Empty, truncated or other bytes are nil.
    public init?(detecting bytes: some Collection<UInt8>) {
        guard let format = ImageFormat(signatureOf: bytes) else { return nil }
        let (signatureLength, end) = format == .jpeg ? (Self.jpegStart.count, Self.jpegEnd) : (8, Self.pngEnd)
        guard bytes.count >= signatureLength + end.count, bytes.suffix(end.count).elementsEqual(end) else {
            return nil
        }
        self = format
    }

    /// The media type a picture of this format is sent as (`image/png`, `image/jpeg`).
    public var mimeType: String { "image/\(rawValue)" }

    /// The file name extension of this format (`png`, `jpg`).
    public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

    /// The start of every JPEG: the start-of-image marker and the next marker's first byte.
    private static let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// The end-of-image marker every complete JPEG ends with.
    private static let jpegEnd: [UInt8] = [0xFF, 0xD9]
    /// The `IEND` chunk every complete PNG ends with.
    private static let pngEnd: [UInt8] = [
        0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
