/// A canonical DEFLATE Huffman code built from code lengths: a 10-bit lookup table for the common
/// short codes and a canonical walk for the rest. Storage is owned by the caller (`Inflater`).
struct HuffmanCode {
    static let fastBits = 10
    static let maxBits = 15

    /// `1 << fastBits` entries, each `symbol << 4 | length`, or 0 where the code is longer.
    let fast: UnsafeMutablePointer<UInt16>
    /// Codes of each length, 0...15.
    let counts: UnsafeMutablePointer<UInt16>
    /// Symbols ordered by code.
    let symbols: UnsafeMutablePointer<UInt16>

    /// Storage for a code of up to `symbolCapacity` symbols, to be released with `deallocate()`.
    init(symbolCapacity: Int) {
        fast = .allocate(capacity: 1 << Self.fastBits)
        counts = .allocate(capacity: Self.maxBits + 1)
        symbols = .allocate(capacity: symbolCapacity)
    }

    func deallocate() {
        fast.deallocate()
        counts.deallocate()
        symbols.deallocate()
    }

    /// Rebuilds the code from `lengths` (0 = unused symbol). An over-subscribed set is corrupt; an
    /// incomplete one is allowed, its missing codes fail when read.
    func build(_ lengths: UnsafePointer<UInt8>, count symbolCount: Int) throws(ImageError) {
        counts.initialize(repeating: 0, count: Self.maxBits + 1)
        for index in 0..<symbolCount { counts[Int(lengths[index])] += 1 }
        var left = 1
        for length in 1...Self.maxBits {
            left = left << 1 - Int(counts[length])
            if left < 0 { throw .corrupt("over-subscribed Huffman code") }
        }
        var offsets = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &offsets) { raw in
            let offset = raw.baseAddress!.assumingMemoryBound(to: Int.self)
            offset[1] = 0
            for length in 1..<Self.maxBits { offset[length + 1] = offset[length] + Int(counts[length]) }
            for symbol in 0..<symbolCount where lengths[symbol] != 0 {
                let length = Int(lengths[symbol])
                symbols[offset[length]] = UInt16(symbol)
                offset[length] += 1
            }
        }
        fast.initialize(repeating: 0, count: 1 << Self.fastBits)
        var code = 0
        var index = 0
        for length in 1...Self.fastBits {
            for _ in 0..<Int(counts[length]) {
                let entry = symbols[index] << 4 | UInt16(length)
                var reversed = 0
                for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
                var slot = reversed
                while slot < 1 << Self.fastBits {
                    fast[slot] = entry
                    slot += 1 << length
                }
                code += 1
                index += 1
            }
            code <<= 1
        }
    }
}
