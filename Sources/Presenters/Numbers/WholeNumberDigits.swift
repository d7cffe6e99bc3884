/// The exact decimal digits of a whole number held in a `Double`, however large: `1e20` is
/// "100000000000000000000", never "1e+20", and no digit depends on a locale.
enum WholeNumberDigits {
    /// The digits of `value`, which must be finite, whole and not negative.
    static func of(_ value: Double) -> String {
        if value < 0x1p64 { return String(UInt64(value)) }
        // Above 2^64 the value is its 53-bit significand times a power of two: double it in base 10^9.
        let significand = (UInt64(1) << UInt64(Double.significandBitCount)) | value.significandBitPattern
        var limbs = [significand % limbBase, significand / limbBase]
        var shift = Int(value.exponent) - Double.significandBitCount
        while shift > 0 {
            let step = min(shift, 32)
            var carry: UInt64 = 0
            for index in limbs.indices {
                let shifted = (limbs[index] << UInt64(step)) + carry
                limbs[index] = shifted % limbBase
                carry = shifted / limbBase
            }
            while carry > 0 {
                limbs.append(carry % limbBase)
                carry /= limbBase
            }
            shift -= step
        }
        let leading = String(limbs.removeLast())
        let padded = limbs.reversed().map { limb in
            let text = String(limb)
            return String(repeating: "0", count: limbDigits - text.count) + text
        }
        return leading + padded.joined()
    }

    /// Each limb holds nine decimal digits, so a limb shifted by 32 bits still fits in 64.
    private static let limbDigits = 9
    private static let limbBase: UInt64 = 1_000_000_000
}
