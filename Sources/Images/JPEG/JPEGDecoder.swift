/// Decodes baseline, extended and progressive Huffman JPEG (greyscale or YCbCr, any sampling whose
/// factors divide the largest, restart markers) into RGBA, with libjpeg's accurate integer IDCT and
/// fancy upsampling, and applies the EXIF orientation. It decodes at full size, or reduced in the DCT
/// to the smallest of a half, a quarter or an eighth that is still at least a size asked for
/// (`JPEGScale`).
enum JPEGDecoder {
    /// The picture of `data`, upright; reduced when `needed` (a size, upright) allows it.
    static func decode(
        _ data: UnsafeBufferPointer<UInt8>, atLeast needed: (width: Int, height: Int)? = nil, limits: Limits
    ) throws(ImageError) -> ReducedPicture {
        guard data.count >= 3, data[0] == 0xFF, data[1] == 0xD8 else { throw .unknownFormat }
        var state = JPEGDecoderState()
        var position = 2
        while true {
            // Find the next marker, skipping fill bytes and any garbage between segments.
            while position < data.count && data[position] != 0xFF { position += 1 }
            while position < data.count && data[position] == 0xFF { position += 1 }
            guard position < data.count else { throw .truncated }
            let marker = data[position]
            position += 1
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7:
                continue
            case 0xD9:
                return try state.finish()
            default:
                break
            }
            guard position + 2 <= data.count else { throw .truncated }
            let length = Int(data[position]) << 8 | Int(data[position + 1])
            guard length >= 2 else { throw .corrupt("segment length") }
            guard position + length <= data.count else { throw .truncated }
            let body = UnsafeBufferPointer(rebasing: data[(position + 2)..<(position + length)])
            position += length
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard state.frame == nil else { throw .corrupt("second frame") }
                // The frame's own axes: an orientation that turns the picture swaps what it needs.
                let turned = (state.orientation ?? 1) >= 5
                var frame = try JPEGFrame(
                    body, progressive: marker == 0xC2,
                    atLeast: turned ? needed.map { ($0.height, $0.width) } : needed, limits: limits)
                try frame.allocate(limits: limits)
                state.frame = frame
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw .unsupported("SOF\(marker - 0xC0) (lossless, hierarchical or arithmetic)")
            case 0xC4:
                try state.readHuffmanTables(body)
            case 0xDB:
                try state.readQuantizationTables(body)
            case 0xDD:
                guard body.count >= 2 else { throw .corrupt("DRI length") }
                state.restartInterval = Int(body[0]) << 8 | Int(body[1])
            case 0xE1:
                if state.orientation == nil { state.orientation = EXIFOrientation.read(body) }
            case 0xDA:
                position = try state.decodeScan(body, data: data, at: position)
            default:
                continue
            }
        }
    }
}

/// What the markers have said so far, and the scans decoded.
struct JPEGDecoderState {
    var frame: JPEGFrame?
    var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    var quantization = ScratchBuffer<Int32>(count: 4 * 64, repeating: 0)
    var quantizationDefined = [Bool](repeating: false, count: 4)
    var restartInterval = 0
    var orientation: Int?
    var scans = 0
    /// Which frame components a scan has coded.
    var scanned = [Bool](repeating: false, count: 3)

    mutating func readHuffmanTables(_ body: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        var offset = 0
        while offset < body.count {
            let kind = body[offset] >> 4
            let id = Int(body[offset] & 15)
            guard kind <= 1, id < 4 else { throw .corrupt("DHT class or id") }
            var used = 0
            let table = try JPEGHuffmanTable(body, at: offset + 1, isAC: kind == 1, used: &used)
            if kind == 0 { dcTables[id] = table } else { acTables[id] = table }
            offset += 1 + used
        }
    }

    mutating func readQuantizationTables(_ body: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        var offset = 0
        while offset < body.count {
            let precision = Int(body[offset] >> 4)
            let id = Int(body[offset] & 15)
            guard precision <= 1, id < 4 else { throw .corrupt("DQT precision or id") }
            let size = 64 * (precision + 1)
            guard offset + 1 + size <= body.count else { throw .corrupt("DQT length") }
            for index in 0..<64 {
                let value =
                    precision == 0
                    ? Int32(body[offset + 1 + index])
                    : Int32(body[offset + 1 + index * 2]) << 8 | Int32(body[offset + 2 + index * 2])
                quantization.pointer[id * 64 + JPEGScanDecoder.naturalOrder[index]] = value
            }
            quantizationDefined[id] = true
            offset += 1 + size
        }
    }

    /// Decodes the scan whose header is `body` and whose data starts at `position`; returns where
    /// the data ends.
    mutating func decodeScan(
        _ body: UnsafeBufferPointer<UInt8>, data: UnsafeBufferPointer<UInt8>, at position: Int
    )
        throws(ImageError) -> Int
    {
        guard let frame else { throw .corrupt("scan before frame") }
        guard body.count >= 1 else { throw .corrupt("SOS length") }
        let count = Int(body[0])
        guard (1...4).contains(count), body.count >= 4 + count * 2 else { throw .corrupt("SOS length") }
        var scan = JPEGScan(
            components: [], dcTables: [], acTables: [], spectralStart: Int(body[1 + count * 2]),
            spectralEnd: Int(body[2 + count * 2]), approximationHigh: Int(body[3 + count * 2] >> 4),
            approximationLow: Int(body[3 + count * 2] & 15))
        for slot in 0..<count {
            let id = body[1 + slot * 2]
            guard let index = frame.components.firstIndex(where: { $0.id == id }),
                !scan.components.contains(index)
            else { throw .corrupt("scan component") }
            guard quantizationDefined[frame.components[index].quantizationTable] else {
                throw .corrupt("missing quantization table")
            }
            let tables = body[2 + slot * 2]
            guard tables >> 4 < 4, tables & 15 < 4 else { throw .corrupt("table id") }
            scan.components.append(index)
            scan.dcTables.append(dcTables[Int(tables >> 4)]?.lookup)
            scan.acTables.append(acTables[Int(tables & 15)]?.lookup)
        }
        if frame.progressive {
            guard scan.spectralStart <= scan.spectralEnd, scan.spectralEnd <= 63,
                scan.spectralStart > 0 || scan.spectralEnd == 0, scan.spectralStart == 0 || count == 1,
                scan.approximationLow <= 13
            else { throw .corrupt("progressive scan parameters") }
        } else {
            scan.spectralStart = 0
            scan.spectralEnd = 63
        }
        var decoder = JPEGScanDecoder(
            frame: frame, scan: scan, quantization: quantization, restartInterval: restartInterval,
            reader: JPEGBitReader(data, at: position))
        try decoder.decode()
        scans += 1
        for index in scan.components { scanned[index] = true }
        return decoder.reader.position
    }

    /// After EOI: the IDCT of progressive coefficients (at the frame's block side), colour conversion
    /// and orientation.
    func finish() throws(ImageError) -> ReducedPicture {
        guard let frame, scans > 0 else { throw .corrupt("no image data") }
        for (index, component) in frame.components.enumerated() where !frame.progressive && !scanned[index] {
            // No scan wrote these samples: they read as zero.
            component.plane!.pointer.initialize(repeating: 0, count: component.plane!.count)
        }
        if frame.progressive {
            let workspace = ScratchBuffer<Int32>(count: 64, repeating: 0)
            for component in frame.components {
                let stride = component.planeStride
                let side = component.blockSide
                let perBlock = component.coefficientsPerBlock
                let table = quantization.pointer + component.quantizationTable * 64
                for row in 0..<component.blocksPerColumn {
                    for column in 0..<component.blocksPerLine {
                        JPEGIDCT.transform(
                            component.coefficients!.pointer + (row * component.blocksPerLine + column)
                                * perBlock,
                            rowStride: side, table,
                            component.plane!.pointer + (row * stride + column) * side, stride: stride,
                            side: side,
                            workspace: workspace.pointer)
                    }
                }
            }
        }
        let image = JPEGColorConverter.rgba(frame)
        let turned = (orientation ?? 1) >= 5
        return ReducedPicture(
            image: orientation.map { image.oriented($0) } ?? image, reduction: 8 / frame.blockSide,
            fullWidth: turned ? frame.height : frame.width, fullHeight: turned ? frame.width : frame.height)
    }
}
