/// Encodes 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise; each row filtered with the
/// filter whose output has the smallest sum of absolute values (libpng's heuristic), then deflated.
public enum PNGEncoder {
    public static func encode(_ image: Image) -> [UInt8] {
        let channels = image.hasTransparency ? 4 : 3
        let rowBytes = image.width * channels
        var raw = [UInt8](repeating: 0, count: image.height * (rowBytes + 1))
        // Rows through pointers: a debug build, as every test runs, pays a call for each array
        // subscript. The row, the one above it, then each of the five filters' output.
        let rows = ScratchBuffer<UInt8>(count: 7 * rowBytes, repeating: 0)
        // Kept to the end: the loop reads only its pointers, and an optimised build may free a class
        // after its last use.
        defer { withExtendedLifetime(rows) {} }
        var current = rows.pointer
        var previous = rows.pointer + rowBytes
        let filtered = rows.pointer + 2 * rowBytes
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                if let first = pixels.baseAddress?.advanced(by: y * image.width * 4) {
                    for x in 0..<image.width {
                        for channel in 0..<channels {
                            current[x * channels + channel] = first[x * 4 + channel]
                        }
                    }
                }
                var bestScore = Int.max
                var bestType = 0
                for type in 0..<5 {
                    let score = filter(
                        type, current, previous, into: filtered + type * rowBytes, count: rowBytes,
                        stride: channels, hasPrevious: y > 0)
                    if score < bestScore {
                        bestScore = score
                        bestType = type
                    }
                }
                let start = y * (rowBytes + 1)
                raw[start] = UInt8(bestType)
                raw.withUnsafeMutableBufferPointer { raw in
                    (raw.baseAddress! + start + 1).update(
                        from: filtered + bestType * rowBytes, count: rowBytes)
                }
                swap(&current, &previous)
            }
        }
        var bytes = PNGDecoder.signature
        var header = [UInt8]()
        for value in [image.width, image.height] {
            header += [
                UInt8(value >> 24 & 255), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255),
                UInt8(value & 255),
            ]
        }
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &bytes)
        appendChunk("IDAT", Deflater.zlib(raw), to: &bytes)
        appendChunk("IEND", [], to: &bytes)
        return bytes
    }

    /// Writes `line` filtered with filter `type` to `output`, and returns the output's score: the sum
    /// of its bytes' magnitudes read as signed.
    private static func filter(
        _ type: Int, _ line: UnsafeMutablePointer<UInt8>, _ previous: UnsafeMutablePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>, count: Int, stride: Int, hasPrevious: Bool
    ) -> Int {
        var score = 0
        for index in 0..<count {
            let left = index >= stride ? Int(line[index - stride]) : 0
            let above = hasPrevious ? Int(previous[index]) : 0
            let upperLeft = hasPrevious && index >= stride ? Int(previous[index - stride]) : 0
            let predictor: Int
            switch type {
            case 0: predictor = 0
            case 1: predictor = left
            case 2: predictor = above
            case 3: predictor = (left + above) / 2
            default:
                let estimate = left + above - upperLeft
                let (toLeft, toAbove, toUpperLeft) = (
                    abs(estimate - left), abs(estimate - above), abs(estimate - upperLeft)
                )
                predictor =
                    toLeft <= toAbove && toLeft <= toUpperLeft
                    ? left : toAbove <= toUpperLeft ? above : upperLeft
            }
            let byte = line[index] &- UInt8(truncatingIfNeeded: predictor)
            output[index] = byte
            score += abs(Int(Int8(bitPattern: byte)))
        }
        return score
    }

    /// Appends a chunk of `type` (four ASCII letters) with its length and CRC, as a file's own chunks
    /// are written: for a tool that adds a chunk (a text, padding) before `IEND`.
    public static func appendChunk(_ type: String, _ body: [UInt8], to bytes: inout [UInt8]) {
        let length = body.count
        bytes += [
            UInt8(length >> 24 & 255), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255),
            UInt8(length & 255),
        ]
        let typeAndBody = Array(type.utf8) + body
        bytes += typeAndBody
        let crc = typeAndBody.withUnsafeBufferPointer { CRC32.update(0, $0) }
        bytes += [UInt8(crc >> 24), UInt8((crc >> 16) & 255), UInt8((crc >> 8) & 255), UInt8(crc & 255)]
    }
}
