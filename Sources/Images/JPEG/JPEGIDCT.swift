/// The inverse DCT of libjpeg's `jpeg_idct_islow` (accurate integer, 13-bit constants, columns then
/// rows), so that pixels match libjpeg-turbo's default decode.
enum JPEGIDCT {
    private static let constBits: Int32 = 13
    private static let pass1Bits: Int32 = 2

    /// Dequantizes `coefficients` (natural order) with `quantization` and writes the 8×8 samples to
    /// `output`, rows `stride` bytes apart.
    @inline(__always)
    static func transform(
        _ coefficients: UnsafePointer<Int16>, _ quantization: UnsafePointer<Int32>,
        _ output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 64) { workspace in
            let ws = workspace.baseAddress!
            for column in 0..<8 {
                let input = coefficients + column
                let quant = quantization + column
                if input[8] == 0 && input[16] == 0 && input[24] == 0 && input[32] == 0 && input[40] == 0
                    && input[48] == 0 && input[56] == 0
                {
                    let dc = (Int32(input[0]) &* quant[0]) << pass1Bits
                    for row in 0..<8 { ws[row * 8 + column] = dc }
                    continue
                }
                var z2 = Int32(input[16]) &* quant[16]
                var z3 = Int32(input[48]) &* quant[48]
                let z1 = (z2 &+ z3) &* 4433
                var tmp2 = z1 &+ z3 &* -15137
                var tmp3 = z1 &+ z2 &* 6270
                z2 = Int32(input[0]) &* quant[0]
                z3 = Int32(input[32]) &* quant[32]
                var tmp0 = (z2 &+ z3) << constBits
                var tmp1 = (z2 &- z3) << constBits
                let tmp10 = tmp0 &+ tmp3
                let tmp13 = tmp0 &- tmp3
                let tmp11 = tmp1 &+ tmp2
                let tmp12 = tmp1 &- tmp2
                tmp0 = Int32(input[56]) &* quant[56]
                tmp1 = Int32(input[40]) &* quant[40]
                tmp2 = Int32(input[24]) &* quant[24]
                tmp3 = Int32(input[8]) &* quant[8]
                odd(&tmp0, &tmp1, &tmp2, &tmp3)
                let shift = constBits - pass1Bits
                let round: Int32 = 1 << (shift - 1)
                ws[column] = (tmp10 &+ tmp3 &+ round) >> shift
                ws[56 + column] = (tmp10 &- tmp3 &+ round) >> shift
                ws[8 + column] = (tmp11 &+ tmp2 &+ round) >> shift
                ws[48 + column] = (tmp11 &- tmp2 &+ round) >> shift
                ws[16 + column] = (tmp12 &+ tmp1 &+ round) >> shift
                ws[40 + column] = (tmp12 &- tmp1 &+ round) >> shift
                ws[24 + column] = (tmp13 &+ tmp0 &+ round) >> shift
                ws[32 + column] = (tmp13 &- tmp0 &+ round) >> shift
            }
            for row in 0..<8 {
                let w = ws + row * 8
                let out = output + row * stride
                let shift = constBits + pass1Bits + 3
                let round: Int32 = 1 << (shift - 1)
                if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0 && w[6] == 0 && w[7] == 0 {
                    let value = clamp((w[0] &+ (1 << (pass1Bits + 2))) >> (pass1Bits + 3))
                    for x in 0..<8 { out[x] = value }
                    continue
                }
                var z2 = w[2]
                var z3 = w[6]
                let z1 = (z2 &+ z3) &* 4433
                var tmp2 = z1 &+ z3 &* -15137
                var tmp3 = z1 &+ z2 &* 6270
                z2 = w[0]
                z3 = w[4]
                var tmp0 = (z2 &+ z3) << constBits
                var tmp1 = (z2 &- z3) << constBits
                let tmp10 = tmp0 &+ tmp3
                let tmp13 = tmp0 &- tmp3
                let tmp11 = tmp1 &+ tmp2
                let tmp12 = tmp1 &- tmp2
                tmp0 = w[7]
                tmp1 = w[5]
                tmp2 = w[3]
                tmp3 = w[1]
                odd(&tmp0, &tmp1, &tmp2, &tmp3)
                out[0] = clamp((tmp10 &+ tmp3 &+ round) >> shift)
                out[7] = clamp((tmp10 &- tmp3 &+ round) >> shift)
                out[1] = clamp((tmp11 &+ tmp2 &+ round) >> shift)
                out[6] = clamp((tmp11 &- tmp2 &+ round) >> shift)
                out[2] = clamp((tmp12 &+ tmp1 &+ round) >> shift)
                out[5] = clamp((tmp12 &- tmp1 &+ round) >> shift)
                out[3] = clamp((tmp13 &+ tmp0 &+ round) >> shift)
                out[4] = clamp((tmp13 &- tmp0 &+ round) >> shift)
            }
        }
    }

    /// The odd part shared by both passes: turns the inputs 7, 5, 3, 1 into the outputs' odd terms.
    @inline(__always)
    private static func odd(
        _ tmp0: inout Int32, _ tmp1: inout Int32, _ tmp2: inout Int32, _ tmp3: inout Int32
    ) {
        var z1 = tmp0 &+ tmp3
        var z2 = tmp1 &+ tmp2
        var z3 = tmp0 &+ tmp2
        var z4 = tmp1 &+ tmp3
        let z5 = (z3 &+ z4) &* 9633
        tmp0 = tmp0 &* 2446
        tmp1 = tmp1 &* 16819
        tmp2 = tmp2 &* 25172
        tmp3 = tmp3 &* 12299
        z1 = z1 &* -7373
        z2 = z2 &* -20995
        z3 = z3 &* -16069 &+ z5
        z4 = z4 &* -3196 &+ z5
        tmp0 = tmp0 &+ z1 &+ z3
        tmp1 = tmp1 &+ z2 &+ z4
        tmp2 = tmp2 &+ z2 &+ z3
        tmp3 = tmp3 &+ z1 &+ z4
    }

    @inline(__always)
    private static func clamp(_ value: Int32) -> UInt8 {
        UInt8(truncatingIfNeeded: min(max(value &+ 128, 0), 255))
    }
}
