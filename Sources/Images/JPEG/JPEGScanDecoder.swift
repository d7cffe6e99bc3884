/// One scan (SOS) of a frame: the components it codes, their tables and the spectral selection.
struct JPEGScan {
    var components: [Int]
    /// Lookups into tables that `JPEGDecoderState` keeps alive while the scan is decoded.
    var dcTables: [JPEGHuffmanLookup?]
    var acTables: [JPEGHuffmanLookup?]
    var spectralStart: Int
    var spectralEnd: Int
    var approximationHigh: Int
    var approximationLow: Int
}

/// Decodes the entropy-coded data of one scan: baseline blocks go straight through the IDCT into
/// the component planes; progressive scans refine the stored coefficients (G.1.2). At a reduced block
/// side, the coefficients the reduced IDCT does not read are decoded (the bits must be) and dropped.
struct JPEGScanDecoder {
    /// Zig-zag index → natural index.
    static let naturalOrder: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6,
        7, 14,
        21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39,
        46, 53,
        60, 61, 54, 47, 55, 62, 63,
    ]

    /// Where one scan component's blocks go, as plain pointers so the hot loop does no reference
    /// counting.
    private struct Target {
        var plane: UnsafeMutablePointer<UInt8>
        var stride: Int
        var side: Int
        var coefficients: UnsafeMutablePointer<Int16>?
        var coefficientsPerBlock: Int
        var nonZero: UnsafeMutablePointer<UInt64>?
        var blocksPerLine: Int
        /// Zig-zag index → where the coefficient is stored (`storageOrder`).
        var order: UnsafeMutablePointer<Int>
        var quantization: UnsafePointer<Int32>
        var horizontal: Int
        var vertical: Int
        var dc: JPEGHuffmanLookup?
        var ac: JPEGHuffmanLookup?
    }

    let frame: JPEGFrame
    let scan: JPEGScan
    let quantization: ScratchBuffer<Int32>
    let restartInterval: Int
    var reader: JPEGBitReader
    private var predictors: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var endOfBandRun = 0
    private var targets: [Target] = []

    init(
        frame: JPEGFrame, scan: JPEGScan, quantization: ScratchBuffer<Int32>, restartInterval: Int,
        reader: JPEGBitReader
    ) {
        self.frame = frame
        self.scan = scan
        self.quantization = quantization
        self.restartInterval = restartInterval
        self.reader = reader
    }

    mutating func decode() throws(ImageError) {
        // A baseline block: 64 coefficients in natural order, then the slot for those dropped.
        let block = ScratchBuffer<Int16>(count: 65, repeating: 0)
        let workspace = ScratchBuffer<Int32>(count: 64, repeating: 0)
        var orders: [Int: ScratchBuffer<Int>] = [:]
        for (slot, index) in scan.components.enumerated() {
            let component = frame.components[index]
            let order =
                orders[component.blockSide]
                ?? Self.storageOrder(side: component.blockSide, progressive: frame.progressive)
            orders[component.blockSide] = order
            targets.append(
                Target(
                    plane: component.plane!.pointer, stride: component.planeStride, side: component.blockSide,
                    coefficients: component.coefficients?.pointer,
                    coefficientsPerBlock: component.coefficientsPerBlock, nonZero: component.nonZero?.pointer,
                    blocksPerLine: component.blocksPerLine, order: order.pointer,
                    quantization: quantization.pointer + component.quantizationTable * 64,
                    horizontal: component.horizontal, vertical: component.vertical, dc: scan.dcTables[slot],
                    ac: scan.acTables[slot]))
        }
        try withExtendedLifetime(orders) { () throws(ImageError) in
            try targets.withUnsafeBufferPointer { targets throws(ImageError) in
                try decode(targets, block: block.pointer, workspace: workspace.pointer)
            }
        }
    }

    /// Zig-zag index → where the coefficient is stored: its natural index in a baseline block, or 64
    /// when the IDCT at `side` does not read it; in a progressive block, its place in the low `side` ×
    /// `side`, or the slot after them. 80 entries, the last 16 the dropped slot, for runs that
    /// overshoot the block before they are checked.
    private static func storageOrder(side: Int, progressive: Bool) -> ScratchBuffer<Int> {
        let dropped = progressive ? side * side : 64
        let order = ScratchBuffer<Int>(count: 80, repeating: dropped)
        for index in 0..<64 {
            let natural = naturalOrder[index]
            let (row, column) = (natural / 8, natural % 8)
            guard row < side && column < side else { continue }
            order.pointer[index] = progressive ? row * side + column : natural
        }
        return order
    }

    private mutating func decode(
        _ targets: UnsafeBufferPointer<Target>, block: UnsafeMutablePointer<Int16>,
        workspace: UnsafeMutablePointer<Int32>
    ) throws(ImageError) {
        let single = scan.components.count == 1
        let first = frame.components[scan.components[0]]
        let across = single ? (first.width + 7) / 8 : frame.mcusAcross
        let down = single ? (first.height + 7) / 8 : frame.mcusDown
        var untilRestart = restartInterval
        for mcuY in 0..<down {
            for mcuX in 0..<across {
                if restartInterval > 0 {
                    if untilRestart == 0 {
                        try reader.restart()
                        predictors = (0, 0, 0, 0)
                        endOfBandRun = 0
                        untilRestart = restartInterval
                    }
                    untilRestart -= 1
                }
                if single {
                    try decodeBlock(
                        targets[0], 0, row: mcuY, column: mcuX, block: block,
                        workspace: workspace)
                    continue
                }
                for slot in 0..<targets.count {
                    let target = targets[slot]
                    for v in 0..<target.vertical {
                        for h in 0..<target.horizontal {
                            try decodeBlock(
                                target, slot, row: mcuY * target.vertical + v,
                                column: mcuX * target.horizontal + h,
                                block: block, workspace: workspace)
                        }
                    }
                }
            }
            if reader.overran { throw .truncated }
        }
    }

    @inline(__always)
    private mutating func decodeBlock(
        _ target: Target, _ slot: Int, row: Int, column: Int, block: UnsafeMutablePointer<Int16>,
        workspace: UnsafeMutablePointer<Int32>
    ) throws(ImageError) {
        let order = target.order
        if !frame.progressive {
            guard let dc = target.dc, let ac = target.ac else { throw .corrupt("missing Huffman table") }
            block.initialize(repeating: 0, count: 64)
            let hasAC = try decodeBaseline(slot, dc: dc, ac: ac, into: block, order: order)
            let output = target.plane + (row * target.stride + column) * target.side
            if !hasAC {
                JPEGIDCT.transformDC(
                    block[0], target.quantization[0], output, stride: target.stride, side: target.side)
                return
            }
            JPEGIDCT.transform(
                block, rowStride: 8, target.quantization, output, stride: target.stride, side: target.side,
                workspace: workspace)
            return
        }
        let blockIndex = row * target.blocksPerLine + column
        let coefficients = target.coefficients! + blockIndex * target.coefficientsPerBlock
        let nonZero = target.nonZero! + blockIndex
        if scan.spectralStart == 0 {
            if scan.approximationHigh == 0 {
                guard let dc = target.dc else { throw .corrupt("missing DC table") }
                let size = try reader.decode(dc)
                guard size <= 16 else { throw .corrupt("DC size") }
                let predictor = addToPredictor(slot, reader.receiveExtend(size))
                coefficients[0] = Int16(truncatingIfNeeded: predictor << Int32(scan.approximationLow))
            } else if reader.bit() == 1 {
                coefficients[0] |= Int16(truncatingIfNeeded: 1 << scan.approximationLow)
            }
        } else {
            guard let ac = target.ac else { throw .corrupt("missing AC table") }
            if scan.approximationHigh == 0 {
                try decodeACFirst(ac, coefficients, nonZero, order: order)
            } else {
                try decodeACRefine(ac, coefficients, nonZero, order: order)
            }
        }
    }

    @inline(__always)
    private mutating func addToPredictor(_ slot: Int, _ difference: Int32) -> Int32 {
        switch slot {
        case 0:
            predictors.0 &+= difference
            return predictors.0
        case 1:
            predictors.1 &+= difference
            return predictors.1
        case 2:
            predictors.2 &+= difference
            return predictors.2
        default:
            predictors.3 &+= difference
            return predictors.3
        }
    }

    @inline(__always)
    private mutating func decodeBaseline(
        _ slot: Int, dc: JPEGHuffmanLookup, ac: JPEGHuffmanLookup, into block: UnsafeMutablePointer<Int16>,
        order: UnsafeMutablePointer<Int>
    ) throws(ImageError) -> Bool {
        let size = try reader.decode(dc)
        guard size <= 16 else { throw .corrupt("DC size") }
        block[0] = Int16(truncatingIfNeeded: addToPredictor(slot, reader.receiveExtend(size)))
        var k = 1
        var hasAC = false
        while k < 64 {
            if let fast = reader.decodeFastAC(ac) {
                k += fast.run
                guard k < 64 else { throw .corrupt("coefficient past the block") }
                block[order[k]] = fast.value
                hasAC = true
                k += 1
                continue
            }
            let symbol = try reader.decode(ac)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run != 15 { break }
                k += 16
                continue
            }
            k += run
            guard k < 64 else { throw .corrupt("coefficient past the block") }
            block[order[k]] = Int16(truncatingIfNeeded: reader.receiveExtend(size))
            hasAC = true
            k += 1
        }
        return hasAC
    }

    private mutating func decodeACFirst(
        _ table: JPEGHuffmanLookup, _ coefficients: UnsafeMutablePointer<Int16>,
        _ nonZero: UnsafeMutablePointer<UInt64>, order: UnsafeMutablePointer<Int>
    ) throws(ImageError) {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        var k = scan.spectralStart
        while k <= scan.spectralEnd {
            let symbol = try reader.decode(table)
            let run = symbol >> 4
            let size = symbol & 15
            if size == 0 {
                if run < 15 {
                    endOfBandRun = (1 << run) - 1
                    if run > 0 { endOfBandRun += reader.bits(run) }
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= scan.spectralEnd else { throw .corrupt("coefficient past the band") }
            coefficients[order[k]] = Int16(
                truncatingIfNeeded: reader.receiveExtend(size) &* (1 << Int32(scan.approximationLow)))
            nonZero.pointee |= 1 << UInt64(k)
            k += 1
        }
    }

    private mutating func decodeACRefine(
        _ table: JPEGHuffmanLookup, _ coefficients: UnsafeMutablePointer<Int16>,
        _ nonZero: UnsafeMutablePointer<UInt64>, order: UnsafeMutablePointer<Int>
    ) throws(ImageError) {
        let plus = Int16(truncatingIfNeeded: 1 << scan.approximationLow)
        let minus = Int16(truncatingIfNeeded: -1 << scan.approximationLow)
        let end = scan.spectralEnd
        var k = scan.spectralStart
        if endOfBandRun == 0 {
            while k <= end {
                let symbol = try reader.decode(table)
                var run = symbol >> 4
                var value: Int16 = 0
                if symbol & 15 != 0 {
                    guard symbol & 15 == 1 else { throw .corrupt("refinement size") }
                    value = reader.bit() == 1 ? plus : minus
                } else if run != 15 {
                    endOfBandRun = 1 << run
                    if run > 0 { endOfBandRun += reader.bits(run) }
                    break
                }
                while k <= end {
                    if nonZero.pointee & 1 << UInt64(k) != 0 {
                        refine(coefficients + order[k], plus: plus, minus: minus)
                    } else {
                        if run == 0 { break }
                        run -= 1
                    }
                    k += 1
                }
                if value != 0 {
                    guard k <= end else { throw .corrupt("coefficient past the band") }
                    coefficients[order[k]] = value
                    nonZero.pointee |= 1 << UInt64(k)
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            while k <= end {
                if nonZero.pointee & 1 << UInt64(k) != 0 {
                    refine(coefficients + order[k], plus: plus, minus: minus)
                }
                k += 1
            }
            endOfBandRun -= 1
        }
    }

    @inline(__always)
    private mutating func refine(_ coefficient: UnsafeMutablePointer<Int16>, plus: Int16, minus: Int16) {
        if reader.bit() == 1 && coefficient.pointee & plus == 0 {
            coefficient.pointee &+= coefficient.pointee >= 0 ? plus : minus
        }
    }
}
