/// The inverse DCT of libjpeg's `jpeg_idct_islow` (accurate integer, 13-bit constants, columns then
/// rows), so that pixels match libjpeg-turbo's default decode exactly.
///
/// Samples are clamped to 0...255 by `min` and `max`, here and in the colour conversion, rather than
/// by `UInt8(clamping:)`: `jpeg_decode_mpix_per_s` 124 with them against 106 with it
/// (`openmarket-bench --only images`, release, 2026-11-26).
enum JPEGIDCT {
    static let constBits: Int32 = 13
    static let pass1Bits: Int32 = 2

    /// The samples of a block at block side `side` (see `JPEGScale`): the full IDCT at 8, the reduced
    /// one at 4 and 2, the DC term alone at 1. `coefficients` are in natural order, rows `rowStride`
    /// apart (8 at full size).
    @inline(__always)
    static func transform(
        _ coefficients: UnsafePointer<Int16>, rowStride: Int, _ quantization: UnsafePointer<Int32>,
        _ output: UnsafeMutablePointer<UInt8>, stride: Int, side: Int, workspace: UnsafeMutablePointer<Int32>
    ) {
        switch side {
        case 8:
            transform(coefficients, quantization, output, stride: stride, workspace: workspace)
        case 1:
            transformDC(coefficients[0], quantization[0], output, stride: stride, side: 1)
        default:
            JPEGReducedIDCT.transform(
                coefficients, rowStride: rowStride, quantization, output, stride: stride, side: side,
                workspace: workspace)
        }
    }

    /// Dequantizes `coefficients` (natural order) with `quantization` and writes the 8×8 samples to
    /// `output`, rows `stride` bytes apart; `workspace` holds 64 values between the passes.
    @inline(__always)
    static func transform(
        _ coefficients: UnsafePointer<Int16>, _ quantization: UnsafePointer<Int32>,
        _ output: UnsafeMutablePointer<UInt8>, stride: Int, workspace: UnsafeMutablePointer<Int32>
    ) {
        let firstShift = constBits - pass1Bits
        for column in 0..<8 {
            let c = coefficients + column
            let q = quantization + column
            let samples = pass(
                Int32(c[0]) &* q[0], Int32(c[8]) &* q[8], Int32(c[16]) &* q[16], Int32(c[24]) &* q[24],
                Int32(c[32]) &* q[32], Int32(c[40]) &* q[40], Int32(c[48]) &* q[48],
                Int32(c[56]) &* q[56], shift: firstShift, round: 1 << (firstShift - 1))
            let w = workspace + column
            w[0] = samples.0
            w[8] = samples.1
            w[16] = samples.2
            w[24] = samples.3
            w[32] = samples.4
            w[40] = samples.5
            w[48] = samples.6
            w[56] = samples.7
        }
        let secondShift = constBits + pass1Bits + 3
        // The +128 level shift is folded into the rounding term.
        let secondRound: Int32 = (1 << (secondShift - 1)) + (128 << secondShift)
        for row in 0..<8 {
            let w = workspace + row * 8
            let s = pass(
                w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], shift: secondShift, round: secondRound)
            let out = output + row * stride
            out[0] = UInt8(truncatingIfNeeded: min(max(s.0, 0), 255))
            out[1] = UInt8(truncatingIfNeeded: min(max(s.1, 0), 255))
            out[2] = UInt8(truncatingIfNeeded: min(max(s.2, 0), 255))
            out[3] = UInt8(truncatingIfNeeded: min(max(s.3, 0), 255))
            out[4] = UInt8(truncatingIfNeeded: min(max(s.4, 0), 255))
            out[5] = UInt8(truncatingIfNeeded: min(max(s.5, 0), 255))
            out[6] = UInt8(truncatingIfNeeded: min(max(s.6, 0), 255))
            out[7] = UInt8(truncatingIfNeeded: min(max(s.7, 0), 255))
        }
    }

    /// A block whose only coefficient is DC, or a block reduced to one sample: all `side` × `side`
    /// samples are the mean of the block.
    @inline(__always)
    static func transformDC(
        _ coefficient: Int16, _ quantization: Int32, _ output: UnsafeMutablePointer<UInt8>, stride: Int,
        side: Int
    ) {
        let value =
            ((Int32(coefficient) &* quantization) << pass1Bits &+ (1 << (pass1Bits + 2))) >> (pass1Bits + 3)
            &+ 128
        let sample = UInt8(truncatingIfNeeded: min(max(value, 0), 255))
        for row in 0..<side {
            (output + row * stride).update(repeating: sample, count: side)
        }
    }

    /// One 1-D pass over eight coefficients, giving eight samples descaled by `shift` with `round`
    /// added.
    @inline(__always)
    private static func pass(
        _ in0: Int32, _ in1: Int32, _ in2: Int32, _ in3: Int32, _ in4: Int32, _ in5: Int32, _ in6: Int32,
        _ in7: Int32, shift: Int32, round: Int32
    ) -> (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) {
        let z1 = (in2 &+ in6) &* 4433
        let tmp2 = z1 &+ in6 &* -15137
        let tmp3 = z1 &+ in2 &* 6270
        let even0 = (in0 &+ in4) &<< constBits &+ round
        let even1 = (in0 &- in4) &<< constBits &+ round
        let tmp10 = even0 &+ tmp3
        let tmp13 = even0 &- tmp3
        let tmp11 = even1 &+ tmp2
        let tmp12 = even1 &- tmp2

        let z5 = (in7 &+ in3 &+ in5 &+ in1) &* 9633
        let zz1 = (in7 &+ in1) &* -7373
        let zz2 = (in5 &+ in3) &* -20995
        let zz3 = (in7 &+ in3) &* -16069 &+ z5
        let zz4 = (in5 &+ in1) &* -3196 &+ z5
        let t0 = in7 &* 2446 &+ zz1 &+ zz3
        let t1 = in5 &* 16819 &+ zz2 &+ zz4
        let t2 = in3 &* 25172 &+ zz2 &+ zz3
        let t3 = in1 &* 12299 &+ zz1 &+ zz4
        return (
            (tmp10 &+ t3) &>> shift, (tmp11 &+ t2) &>> shift, (tmp12 &+ t1) &>> shift,
            (tmp13 &+ t0) &>> shift,
            (tmp13 &- t0) &>> shift, (tmp12 &- t1) &>> shift, (tmp11 &- t2) &>> shift, (tmp10 &- t3) &>> shift
        )
    }
}
