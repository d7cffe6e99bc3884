/// Decodes PNG (every colour type and bit depth, PLTE and tRNS, Adam7) into 8-bit RGBA. 16-bit
/// samples keep their high byte; greys of 1, 2 and 4 bits are scaled to 0...255.
enum PNGDecoder {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    static func decode(_ data: UnsafeBufferPointer<UInt8>, limits: Limits) throws(ImageError) -> Image {
        guard data.count >= 8, data.prefix(8).elementsEqual(signature) else { throw .unknownFormat }
        var header: PNGHeader?
        var palette = PNGPalette()
        var transparentSample: [UInt16]?
        var imageData: [Range<Int>] = []
        var position = 8
        var ended = false
        while !ended {
            guard position + 12 <= data.count else { throw .truncated }
            let length = Int(bigEndian32(data, position))
            guard length <= Int(Int32.max) else { throw .corrupt("chunk length") }
            guard position + 12 + length <= data.count else { throw .truncated }
            let type = bigEndian32(data, position + 4)
            let body = UnsafeBufferPointer(rebasing: data[(position + 8)..<(position + 8 + length)])
            let typeAndBody = UnsafeBufferPointer(rebasing: data[(position + 4)..<(position + 8 + length)])
            guard CRC32.update(0, typeAndBody) == bigEndian32(data, position + 8 + length) else {
                throw .checksumMismatch
            }
            position += 12 + length
            if header == nil && type != 0x4948_4452 { throw .corrupt("IHDR is not first") }
            switch type {
            case 0x4948_4452:  // IHDR
                guard header == nil else { throw .corrupt("second IHDR") }
                let parsed = try PNGHeader(body)
                try limits.check(width: parsed.width, height: parsed.height)
                header = parsed
            case 0x504C_5445:  // PLTE
                try palette.read(body)
            case 0x7452_4E53:  // tRNS
                switch header!.colorType {
                case .palette: try palette.readAlpha(body)
                case .grey:
                    guard length == 2 else { throw .corrupt("tRNS length") }
                    transparentSample = [UInt16(body[0]) << 8 | UInt16(body[1])]
                case .rgb:
                    guard length == 6 else { throw .corrupt("tRNS length") }
                    transparentSample = (0..<3).map { UInt16(body[$0 * 2]) << 8 | UInt16(body[$0 * 2 + 1]) }
                case .greyAlpha, .rgba: break
                }
            case 0x4944_4154:  // IDAT
                imageData.append((position - 4 - length)..<(position - 4))
            case 0x4945_4E44:  // IEND
                ended = true
            default:
                if (type >> 24) & 0x20 == 0 { throw .unsupported("critical chunk") }
            }
        }
        guard let header else { throw .corrupt("no IHDR") }
        guard !imageData.isEmpty else { throw .corrupt("no IDAT") }
        if header.colorType == .palette && palette.count == 0 { throw .corrupt("no PLTE") }
        return try decodePixels(
            data, header: header, palette: palette, transparentSample: transparentSample,
            imageData: imageData,
            limits: limits)
    }

    private static func decodePixels(
        _ data: UnsafeBufferPointer<UInt8>, header: PNGHeader, palette: PNGPalette,
        transparentSample: [UInt16]?,
        imageData: [Range<Int>], limits: Limits
    ) throws(ImageError) -> Image {
        let outputBytes = header.width * header.height * 4
        let rawBytes = header.rawBytes
        let compressedBytes = imageData.reduce(0) { $0 + $1.count }
        var used = try limits.reserve(outputBytes, after: 0)
        used = try limits.reserve(rawBytes, after: used)
        _ = try limits.reserve(imageData.count > 1 ? compressedBytes : 0, after: used)

        var raw = [UInt8](repeating: 0, count: rawBytes)
        try raw.withUnsafeMutableBufferPointer { raw throws(ImageError) in
            if imageData.count == 1 {
                try Inflater.decompressZlib(UnsafeBufferPointer(rebasing: data[imageData[0]]), into: raw)
            } else {
                var joined = [UInt8]()
                joined.reserveCapacity(compressedBytes)
                for range in imageData { joined.append(contentsOf: data[range]) }
                try joined.withUnsafeBufferPointer { joined throws(ImageError) in
                    try Inflater.decompressZlib(joined, into: raw)
                }
            }
        }
        var pixels = [UInt8](repeating: 0, count: outputBytes)
        let expander = PNGRowExpander(header: header, palette: palette, transparentSample: transparentSample)
        try raw.withUnsafeMutableBufferPointer { raw throws(ImageError) in
            try pixels.withUnsafeMutableBufferPointer { pixels throws(ImageError) in
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pass.width)
                    var previous: UnsafeMutablePointer<UInt8>?
                    for row in 0..<pass.height {
                        let line = raw.baseAddress! + offset
                        try PNGFilter.unfilter(
                            line + 1, previous: previous, count: rowBytes, stride: header.filterStride,
                            type: line[0])
                        let y = pass.y + row * pass.dy
                        let target = pixels.baseAddress! + (y * header.width + pass.x) * 4
                        try expander.expand(line + 1, count: pass.width, into: target, step: pass.dx * 4)
                        previous = line + 1
                        offset += 1 + rowBytes
                    }
                }
            }
        }
        return Image(width: header.width, height: header.height, pixels: pixels)
    }
}
