/// The inverse DCT of a block reduced to 4×4 or 2×2 samples. Each sample is the mean of the 2×2 or
/// 4×4 samples of the full 8×8 IDCT it covers, computed from the block's low 4×4 or 2×2 coefficients
/// alone: the higher ones would only add what they alias to at the lower rate, and leaving them out is
/// what lets a progressive decode keep just the low coefficients (libjpeg's `jpeg_idct_4x4` and
/// `jpeg_idct_2x2` read the same ones).
///
/// Plain loops of `Int32` arithmetic, in the fixed point of `JPEGIDCT` (13-bit constants, 2 extra bits
/// between the passes).
enum JPEGReducedIDCT {
    /// `weights4[m * 4 + u]`: the mean of C(u)/2 · cos((2x + 1)uπ/16), with C(0) = 1/√2, over the two
    /// full-size positions x that sample m covers, times 2^13.
    private static let weights4: [Int32] = [
        2896, 3711, 2676, 1303,
        2896, 1537, -2676, -3146,
        2896, -1537, -2676, 3146,
        2896, -3711, 2676, -1303,
    ]
    /// The same over four positions for two samples.
    private static let weights2: [Int32] = [
        2896, 2624,
        2896, -2624,
    ]

    /// Dequantizes the low `side` × `side` coefficients of `coefficients` (natural order, rows
    /// `rowStride` apart) with `quantization` (the whole 8×8 table, natural order) and writes `side`
    /// (4 or 2) rows of `side` samples to `output`, rows `stride` bytes apart; `workspace` holds 16
    /// values between the passes.
    static func transform(
        _ coefficients: UnsafePointer<Int16>, rowStride: Int, _ quantization: UnsafePointer<Int32>,
        _ output: UnsafeMutablePointer<UInt8>, stride: Int, side: Int, workspace: UnsafeMutablePointer<Int32>
    ) {
        let firstShift = JPEGIDCT.constBits - JPEGIDCT.pass1Bits
        let secondShift = JPEGIDCT.constBits + JPEGIDCT.pass1Bits
        // The +128 level shift is folded into the rounding term.
        let secondRound: Int32 = (1 << (secondShift - 1)) + (128 << secondShift)
        (side == 4 ? weights4 : weights2).withUnsafeBufferPointer { weights in
            let w = weights.baseAddress!
            for column in 0..<side {
                for y in 0..<side {
                    var sum: Int32 = 1 << (firstShift - 1)
                    for row in 0..<side {
                        let coefficient =
                            Int32(coefficients[row * rowStride + column]) &* quantization[row * 8 + column]
                        sum &+= w[y * side + row] &* coefficient
                    }
                    workspace[y * side + column] = sum &>> firstShift
                }
            }
            for y in 0..<side {
                let out = output + y * stride
                for x in 0..<side {
                    var sum = secondRound
                    for column in 0..<side { sum &+= w[x * side + column] &* workspace[y * side + column] }
                    let sample = sum &>> secondShift
                    out[x] = UInt8(truncatingIfNeeded: min(max(sample, 0), 255))
                }
            }
        }
    }
}
