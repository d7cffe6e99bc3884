/// CRC-32 (ISO 3309, as PNG uses it), slicing by eight: eight bytes are folded into the CRC with
/// eight independent table lookups instead of eight dependent ones.
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
        // Through a pointer to the tables: a debug build (every test's) retains and releases the
        // array at each of its lookups, and pays a call for each step of a `stride`.
        ~tables.withUnsafeBufferPointer { fold(~crc, bytes, $0) }
    }

    /// `register` after folding in `bytes`.
    private static func fold(
        _ register: UInt32, _ bytes: UnsafeBufferPointer<UInt8>, _ tables: UnsafeBufferPointer<UInt32>
    ) -> UInt32 {
        var value = register
        let whole = bytes.count - bytes.count % 8
        var index = 0
        while index < whole {
            // The first four bytes, the first of them lowest, folded into the register; the
            // optimiser reads each group of four as one load.
            let low =
                (UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                    | UInt32(bytes[index + 3]) << 24) ^ value
            let high =
                UInt32(bytes[index + 4]) | UInt32(bytes[index + 5]) << 8 | UInt32(bytes[index + 6]) << 16
                | UInt32(bytes[index + 7]) << 24
            value =
                tables[7 * 256 + Int(low & 0xFF)] ^ tables[6 * 256 + Int((low >> 8) & 0xFF)]
                ^ tables[5 * 256 + Int((low >> 16) & 0xFF)] ^ tables[4 * 256 + Int(low >> 24)]
                ^ tables[3 * 256 + Int(high & 0xFF)] ^ tables[2 * 256 + Int((high >> 8) & 0xFF)]
                ^ tables[256 + Int((high >> 16) & 0xFF)] ^ tables[Int(high >> 24)]
            index += 8
        }
        for byte in bytes[whole...] {
            value = tables[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
        }
        return value
    }
}
