/// The entropy-coded data of a 4:2:0 baseline JPEG: colour conversion, chroma averaging, libjpeg's
/// floating-point AAN forward DCT, quantization and Huffman coding, one 16×16 MCU at a time.
struct JPEGBlockEncoder {
    private static let aanScale: [Double] = [
        1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.541196100, 0.275899379,
    ]

    /// Reciprocal divisors in zig-zag order, the AAN scaling folded in: luminance's 64, then
    /// chrominance's.
    private let divisors: [Float]
    /// The codes of the four standard tables (luminance DC and AC, chrominance DC and AC), 256
    /// symbols each, an entry `code << 8 | length`.
    private let codes: [UInt32]
    private var predictors = [0, 0, 0]
    /// One block's 64 quantized coefficients, in zig-zag order.
    private var quantized = [Int32](repeating: 0, count: 64)

    init(luminance: [Int], chrominance: [Int]) {
        var divisors = [Float](repeating: 0, count: 128)
        for position in 0..<64 {
            let index = JPEGScanDecoder.naturalOrder[position]
            let scale: Double = Self.aanScale[index / 8] * Self.aanScale[index % 8] * 8
            divisors[position] = Float(1 / (Double(luminance[index]) * scale))
            divisors[64 + position] = Float(1 / (Double(chrominance[index]) * scale))
        }
        self.divisors = divisors
        var codes = [UInt32](repeating: 0, count: 4 * 256)
        let tables = [
            JPEGStandardTables.luminanceDC, JPEGStandardTables.luminanceAC, JPEGStandardTables.chrominanceDC,
            JPEGStandardTables.chrominanceAC,
        ]
        for (number, table) in tables.enumerated() {
            var code: UInt32 = 0
            var index = 0
            for length in 1...16 {
                for _ in 0..<Int(table.counts[length - 1]) {
                    codes[number * 256 + Int(table.symbols[index])] = code << 8 | UInt32(length)
                    code += 1
                    index += 1
                }
                code <<= 1
            }
        }
        self.codes = codes
    }

    mutating func encode(_ image: Image, into writer: inout JPEGBitWriter) {
        let samples = ScratchBuffer<Float>(count: 6 * 64, repeating: 0)
        // Kept to the end: the loop reads only its pointer, and an optimised build may free a class
        // after its last use.
        defer { withExtendedLifetime(samples) {} }
        let y = samples.pointer
        let cb = y + 4 * 64
        let cr = y + 5 * 64
        let width = image.width
        let height = image.height
        image.pixels.withUnsafeBufferPointer { pixels in
            for mcuY in stride(from: 0, to: height, by: 16) {
                for mcuX in stride(from: 0, to: width, by: 16) {
                    cb.initialize(repeating: 0, count: 128)
                    for row in 0..<16 {
                        let sourceY = min(mcuY + row, height - 1)
                        for column in 0..<16 {
                            let sourceX = min(mcuX + column, width - 1)
                            let pixel = pixels.baseAddress! + (sourceY * width + sourceX) * 4
                            let alpha = Float(pixel[3]) / 255
                            let white = 255 * (1 - alpha)
                            let r = Float(pixel[0]) * alpha + white
                            let g = Float(pixel[1]) * alpha + white
                            let b = Float(pixel[2]) * alpha + white
                            let block = (row / 8) * 2 + column / 8
                            y[block * 64 + (row % 8) * 8 + column % 8] =
                                0.299 * r + 0.587 * g + 0.114 * b - 128
                            let chroma = (row / 2) * 8 + column / 2
                            cb[chroma] += (-0.168736 * r - 0.331264 * g + 0.5 * b) * 0.25
                            cr[chroma] += (0.5 * r - 0.418688 * g - 0.081312 * b) * 0.25
                        }
                    }
                    for block in 0..<4 {
                        encodeBlock(y + block * 64, component: 0, into: &writer)
                    }
                    encodeBlock(cb, component: 1, into: &writer)
                    encodeBlock(cr, component: 2, into: &writer)
                }
            }
        }
    }

    private mutating func encodeBlock(
        _ data: UnsafeMutablePointer<Float>, component: Int, into writer: inout JPEGBitWriter
    ) {
        Self.forwardDCT(data)
        let firstDivisor = component == 0 ? 0 : 64
        let dc = component == 0 ? 0 : 2 * 256
        let ac = dc + 256
        // Quantized in zig-zag order, the order they are written in. Counted, not `enumerated()`: a
        // debug build, as every test runs, pays a generic iterator's call for each coefficient.
        for position in 0..<64 {
            let index = JPEGScanDecoder.naturalOrder[position]
            quantized[position] = Int32((data[index] * divisors[firstDivisor + position]).rounded())
        }
        let difference = Int(quantized[0]) - predictors[component]
        predictors[component] = Int(quantized[0])
        writeValue(difference, run: 0, table: dc, into: &writer)
        var run = 0
        for position in 1..<64 {
            let value = Int(quantized[position])
            if value == 0 {
                run += 1
                continue
            }
            while run > 15 {
                writer.write(codes[ac + 0xF0])
                run -= 16
            }
            writeValue(value, run: run, table: ac, into: &writer)
            run = 0
        }
        if run > 0 { writer.write(codes[ac]) }
    }

    /// The symbol (the run of zeros before the value, none for DC, and the value's bit size) and
    /// then the value's bits (F.1.2.1).
    @inline(__always)
    private func writeValue(_ value: Int, run: Int, table: Int, into writer: inout JPEGBitWriter) {
        let size = UInt.bitWidth - value.magnitude.leadingZeroBitCount
        writer.write(codes[table + (run << 4 | size)])
        if size > 0 { writer.write(UInt32(truncatingIfNeeded: value < 0 ? value - 1 : value), size) }
    }

    /// libjpeg's `jpeg_fdct_float`: rows then columns, outputs scaled by the AAN factors × 8.
    private static func forwardDCT(_ data: UnsafeMutablePointer<Float>) {
        for pass in 0..<2 {
            let step = pass == 0 ? 1 : 8
            let next = pass == 0 ? 8 : 1
            for line in 0..<8 {
                let d = data + line * next
                let tmp0 = d[0] + d[7 * step]
                let tmp7 = d[0] - d[7 * step]
                let tmp1 = d[step] + d[6 * step]
                let tmp6 = d[step] - d[6 * step]
                let tmp2 = d[2 * step] + d[5 * step]
                let tmp5 = d[2 * step] - d[5 * step]
                let tmp3 = d[3 * step] + d[4 * step]
                let tmp4 = d[3 * step] - d[4 * step]
                var tmp10 = tmp0 + tmp3
                let tmp13 = tmp0 - tmp3
                var tmp11 = tmp1 + tmp2
                var tmp12 = tmp1 - tmp2
                d[0] = tmp10 + tmp11
                d[4 * step] = tmp10 - tmp11
                let z1 = (tmp12 + tmp13) * 0.707106781
                d[2 * step] = tmp13 + z1
                d[6 * step] = tmp13 - z1
                tmp10 = tmp4 + tmp5
                tmp11 = tmp5 + tmp6
                tmp12 = tmp6 + tmp7
                let z5 = (tmp10 - tmp12) * 0.382683433
                let z2 = 0.541196100 * tmp10 + z5
                let z4 = 1.306562965 * tmp12 + z5
                let z3 = tmp11 * 0.707106781
                let z11 = tmp7 + z3
                let z13 = tmp7 - z3
                d[5 * step] = z13 + z2
                d[3 * step] = z13 - z2
                d[step] = z11 + z4
                d[7 * step] = z11 - z4
            }
        }
    }
}
