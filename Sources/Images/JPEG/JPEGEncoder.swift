/// Encodes baseline JPEG (JFIF, YCbCr 4:2:0, the standard's Huffman tables) at a quality of
/// 1...100 scaled as libjpeg does. Pixels that are not opaque are composited over white.
public enum JPEGEncoder {
    public static func encode(_ image: Image, quality: Int = 85) -> [UInt8] {
        let scale = quality < 50 ? 5_000 / max(quality, 1) : 200 - min(quality, 100) * 2
        let luminance = JPEGStandardTables.luminanceQuantization.map {
            min(max(($0 * scale + 50) / 100, 1), 255)
        }
        let chrominance = JPEGStandardTables.chrominanceQuantization.map {
            min(max(($0 * scale + 50) / 100, 1), 255)
        }
        var writer = JPEGBitWriter()
        writer.writeHeaders(
            width: image.width, height: image.height, luminance: luminance, chrominance: chrominance)
        var encoder = JPEGBlockEncoder(luminance: luminance, chrominance: chrominance)
        encoder.encode(image, into: &writer)
        writer.finish()
        return writer.bytes
    }
}

/// Bytes of a JPEG file being written: markers, then entropy-coded bits with 0xFF stuffing.
struct JPEGBitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func writeHeaders(width: Int, height: Int, luminance: [Int], chrominance: [Int]) {
        bytes.reserveCapacity(width * height / 4 + 1_024)
        bytes += [0xFF, 0xD8]
        segment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        for (id, table) in [luminance, chrominance].enumerated() {
            segment(0xDB, [UInt8(id)] + (0..<64).map { UInt8(table[JPEGScanDecoder.naturalOrder[$0]]) })
        }
        segment(
            0xC0,
            [
                8, UInt8(height >> 8), UInt8(height & 255), UInt8(width >> 8), UInt8(width & 255), 3, 1, 0x22,
                0, 2, 0x11,
                1, 3, 0x11, 1,
            ])
        let tables = [
            (0x00, JPEGStandardTables.luminanceDC), (0x10, JPEGStandardTables.luminanceAC),
            (0x01, JPEGStandardTables.chrominanceDC), (0x11, JPEGStandardTables.chrominanceAC),
        ]
        for (id, table) in tables { segment(0xC4, [UInt8(id)] + table.counts + table.symbols) }
        segment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }

    private mutating func segment(_ marker: UInt8, _ body: [UInt8]) {
        bytes += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 255)]
        bytes += body
    }

    @inline(__always)
    mutating func write(_ code: UInt32, _ length: Int) {
        buffer = buffer << UInt64(length) | UInt64(code & ((1 << UInt32(length)) - 1))
        count += length
        while count >= 8 {
            count -= 8
            let byte = UInt8(truncatingIfNeeded: buffer >> UInt64(count))
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
        }
    }

    /// Writes a Huffman code given as `code << 8 | length`.
    @inline(__always)
    mutating func write(_ entry: UInt32) {
        write(entry >> 8, Int(entry & 0xFF))
    }

    /// Pads the last byte with ones and writes EOI.
    mutating func finish() {
        if count > 0 { write(0x7F, 8 - count) }
        bytes += [0xFF, 0xD9]
    }
}
