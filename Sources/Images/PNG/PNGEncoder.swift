/// Encodes 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise; each row filtered with the
/// filter whose output has the smallest sum of absolute values (libpng's heuristic), then deflated.
public enum PNGEncoder {
    public static func encode(_ image: Image) -> [UInt8] {
        let channels = image.hasTransparency ? 4 : 3
        let rowBytes = image.width * channels
        var raw = [UInt8](repeating: 0, count: image.height * (rowBytes + 1))
        var current = [UInt8](repeating: 0, count: rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<image.height {
            for x in 0..<image.width {
                for channel in 0..<channels {
                    current[x * channels + channel] = image.pixels[(y * image.width + x) * 4 + channel]
                }
            }
            var bestScore = Int.max
            var bestType: UInt8 = 0
            var best = current
            for type in UInt8(0)...4 {
                filter(type, current, previous, into: &candidate, stride: channels, hasPrevious: y > 0)
                let score = candidate.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
                if score < bestScore {
                    bestScore = score
                    bestType = type
                    best = candidate
                }
            }
            let start = y * (rowBytes + 1)
            raw[start] = bestType
            raw.replaceSubrange((start + 1)..<(start + 1 + rowBytes), with: best)
            swap(&current, &previous)
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

    private static func filter(
        _ type: UInt8, _ line: [UInt8], _ previous: [UInt8], into output: inout [UInt8], stride: Int,
        hasPrevious: Bool
    ) {
        for index in line.indices {
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
            output[index] = line[index] &- UInt8(truncatingIfNeeded: predictor)
        }
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
