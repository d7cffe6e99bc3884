/// The inverse DCT of libjpeg's `jpeg_idct_islow` (accurate integer, 13-bit constants, columns then
/// rows), so that pixels match libjpeg-turbo's default decode exactly. Each pass works on all eight
/// columns (then rows) at once in SIMD vectors.
enum JPEGIDCT {
    typealias Vector = SIMD8<Int32>

    private static let constBits: Int32 = 13
    private static let pass1Bits: Int32 = 2

    /// Dequantizes `coefficients` (natural order) with `quantization` and writes the 8×8 samples to
    /// `output`, rows `stride` bytes apart.
    @inline(__always)
    static func transform(
        _ coefficients: UnsafePointer<Int16>, _ quantization: UnsafePointer<Int32>,
        _ output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let firstShift = constBits - pass1Bits
        let columns = pass(
            (
                row(coefficients, quantization, 0), row(coefficients, quantization, 1),
                row(coefficients, quantization, 2), row(coefficients, quantization, 3),
                row(coefficients, quantization, 4), row(coefficients, quantization, 5),
                row(coefficients, quantization, 6), row(coefficients, quantization, 7)
            ), shift: firstShift, round: Vector(repeating: 1 << (firstShift - 1)))
        let secondShift = constBits + pass1Bits + 3
        // The +128 level shift is folded into the rounding term.
        let samples = transpose(
            pass(
                transpose(columns), shift: secondShift,
                round: Vector(repeating: (1 << (secondShift - 1)) + (128 << secondShift))))
        store(samples.0, output)
        store(samples.1, output + stride)
        store(samples.2, output + 2 * stride)
        store(samples.3, output + 3 * stride)
        store(samples.4, output + 4 * stride)
        store(samples.5, output + 5 * stride)
        store(samples.6, output + 6 * stride)
        store(samples.7, output + 7 * stride)
    }

    /// Row `index` of the coefficients, dequantized.
    @inline(__always)
    private static func row(
        _ coefficients: UnsafePointer<Int16>, _ quantization: UnsafePointer<Int32>, _ index: Int
    )
        -> Vector
    {
        let c = coefficients + index * 8
        let raw = Vector(
            Int32(c[0]), Int32(c[1]), Int32(c[2]), Int32(c[3]), Int32(c[4]), Int32(c[5]), Int32(c[6]),
            Int32(c[7]))
        return raw &* UnsafeRawPointer(quantization + index * 8).loadUnaligned(as: Vector.self)
    }

    /// Eight samples, clamped, as one 8-byte store.
    @inline(__always)
    private static func store(_ vector: Vector, _ output: UnsafeMutablePointer<UInt8>) {
        let v = clampToByte(vector)
        let packed =
            UInt64(UInt8(truncatingIfNeeded: v[0])) | UInt64(UInt8(truncatingIfNeeded: v[1])) << 8
            | UInt64(UInt8(truncatingIfNeeded: v[2])) << 16 | UInt64(UInt8(truncatingIfNeeded: v[3])) << 24
            | UInt64(UInt8(truncatingIfNeeded: v[4])) << 32 | UInt64(UInt8(truncatingIfNeeded: v[5])) << 40
            | UInt64(UInt8(truncatingIfNeeded: v[6])) << 48 | UInt64(UInt8(truncatingIfNeeded: v[7])) << 56
        UnsafeMutableRawPointer(output).storeBytes(of: packed.littleEndian, as: UInt64.self)
    }

    /// A block whose only coefficient is DC: every sample is the same.
    @inline(__always)
    static func transformDC(
        _ coefficient: Int16, _ quantization: Int32, _ output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let value =
            ((Int32(coefficient) &* quantization) << pass1Bits &+ (1 << (pass1Bits + 2))) >> (pass1Bits + 3)
        let sample = UInt8(truncatingIfNeeded: min(max(value &+ 128, 0), 255))
        let line = SIMD8<UInt8>(repeating: sample)
        for index in 0..<8 {
            UnsafeMutableRawPointer(output + index * stride).storeBytes(of: line, as: SIMD8<UInt8>.self)
        }
    }

    /// Each lane limited to 0...255, with sign masks (lane comparisons are slow in Swift's SIMD).
    @inline(__always)
    static func clampToByte(_ vector: Vector) -> Vector {
        let top = Vector(repeating: 255)
        let positive = vector & ~(vector &>> 31)
        let over = (top &- positive) &>> 31
        return (positive & ~over) | (top & over)
    }

    typealias Eight = (Vector, Vector, Vector, Vector, Vector, Vector, Vector, Vector)

    /// One 1-D pass over eight lanes: inputs are the eight coefficients (each a vector of lanes),
    /// outputs the eight samples, descaled by `shift` with `round` added.
    @inline(__always)
    private static func pass(_ input: Eight, shift: Int32, round: Vector) -> Eight {
        let z1 = (input.2 &+ input.6) &* 4433
        let tmp2 = z1 &+ input.6 &* -15137
        let tmp3 = z1 &+ input.2 &* 6270
        let even0 = (input.0 &+ input.4) &<< constBits &+ round
        let even1 = (input.0 &- input.4) &<< constBits &+ round
        let tmp10 = even0 &+ tmp3
        let tmp13 = even0 &- tmp3
        let tmp11 = even1 &+ tmp2
        let tmp12 = even1 &- tmp2

        let odd0 = input.7
        let odd1 = input.5
        let odd2 = input.3
        let odd3 = input.1
        let z5 = (odd0 &+ odd2 &+ odd1 &+ odd3) &* 9633
        let zz1 = (odd0 &+ odd3) &* -7373
        let zz2 = (odd1 &+ odd2) &* -20995
        let zz3 = (odd0 &+ odd2) &* -16069 &+ z5
        let zz4 = (odd1 &+ odd3) &* -3196 &+ z5
        let t0 = odd0 &* 2446 &+ zz1 &+ zz3
        let t1 = odd1 &* 16819 &+ zz2 &+ zz4
        let t2 = odd2 &* 25172 &+ zz2 &+ zz3
        let t3 = odd3 &* 12299 &+ zz1 &+ zz4
        return (
            (tmp10 &+ t3) &>> shift, (tmp11 &+ t2) &>> shift, (tmp12 &+ t1) &>> shift,
            (tmp13 &+ t0) &>> shift,
            (tmp13 &- t0) &>> shift, (tmp12 &- t1) &>> shift, (tmp11 &- t2) &>> shift, (tmp10 &- t3) &>> shift
        )
    }

    @inline(__always)
    private static func transpose(_ m: Eight) -> Eight {
        (
            column(m, 0), column(m, 1), column(m, 2), column(m, 3), column(m, 4), column(m, 5), column(m, 6),
            column(m, 7)
        )
    }

    @inline(__always)
    private static func column(_ m: Eight, _ index: Int) -> Vector {
        Vector(m.0[index], m.1[index], m.2[index], m.3[index], m.4[index], m.5[index], m.6[index], m.7[index])
    }
}
