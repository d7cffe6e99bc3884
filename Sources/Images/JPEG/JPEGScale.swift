/// Decoding a JPEG reduced in the DCT, as libjpeg's `scale_num / 8` does: each 8×8 block of
/// coefficients becomes a block of `side` × `side` samples, 8 at full size and 4, 2 or 1 for a half,
/// a quarter or an eighth of it, so a reduced decode never makes the full-size samples.
enum JPEGScale {
    /// The smallest block side at which a `width` × `height` picture is still at least `needed` on
    /// both sides; 8 (full size) when `needed` is nil or no reduction is that large.
    static func blockSide(width: Int, height: Int, atLeast needed: (width: Int, height: Int)?) -> Int {
        guard let needed else { return 8 }
        for side in [1, 2, 4]
        where scaled(width, side: side) >= needed.width && scaled(height, side: side) >= needed.height {
            return side
        }
        return 8
    }

    /// `length` full-size samples at block side `side`, rounded up (libjpeg's `jdiv_round_up`).
    static func scaled(_ length: Int, side: Int) -> Int { (length * side + 7) / 8 }
}
