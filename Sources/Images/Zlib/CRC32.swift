/// CRC-32 (ISO 3309, as PNG uses it), slicing by eight: eight bytes are folded into the CRC with
/// eight independent table lookups instead of eight dependent ones.
///
/// The loops are plain `while` loops over pointers, which is fast in every build: the optimiser
/// keeps them tight in release, and a debug build (the test suite's) runs each pointer read as one
/// instruction where `for byte in bytes` would call the buffer's iterator for every byte.
enum CRC32 {
    /// Eight tables of 256 entries: entry `byte` of table `k` is the CRC-32 register after `byte`
    /// followed by `k` zero bytes, so `table k` moves a byte's contribution `k` bytes further on.
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 256..<(8 * 256) {
            let previous = tables[index - 256]
            tables[index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
        }
        return tables
    }()

    /// Continues `crc` over `bytes`; start with 0.
    static func update(_ crc: UInt32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return crc }
        return tables.withUnsafeBufferPointer { tables in
            // Every read is `table[k * 256 + byte]` with `k` at most 7 and `byte` at most 255, within
            // the 2,048 entries; `base[index]` stays below `bytes.count`.
            let table = tables.baseAddress!
            var value = ~crc
            var index = 0
            while index + 8 <= bytes.count {
                // The first four bytes, the first of them lowest, folded into the register; the
                // optimiser reads each group of four as one load.
                let low =
                    (UInt32(base[index]) | UInt32(base[index + 1]) << 8 | UInt32(base[index + 2]) << 16
                        | UInt32(base[index + 3]) << 24) ^ value
                let high =
                    UInt32(base[index + 4]) | UInt32(base[index + 5]) << 8 | UInt32(base[index + 6]) << 16
                    | UInt32(base[index + 7]) << 24
                value =
                    table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                    ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                    ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                    ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                index += 8
            }
            while index < bytes.count {
                value = table[Int((value ^ UInt32(base[index])) & 0xFF)] ^ (value >> 8)
                index += 1
            }
            return ~value
        }
    }
}
