/// The pointers of a `JPEGHuffmanTable`, copied into hot loops without reference counting; valid
/// while the table lives.
struct JPEGHuffmanLookup {
    let lookahead: UnsafeMutablePointer<UInt16>
    let fastAC: UnsafeMutablePointer<Int32>
    let maxCode: UnsafeMutablePointer<Int32>
    let valueOffset: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<UInt8>
}

/// A JPEG Huffman table (DHT): a 9-bit lookahead table for short codes, the canonical max-code
/// walk of the standard's F.2.2.3 for longer ones, and for AC tables a lookahead that also reads
/// the coefficient's value when code and value fit in 9 bits.
final class JPEGHuffmanTable {
    static let lookaheadBits = 9

    /// `1 << lookaheadBits` entries, each `length << 8 | symbol`, or 0 where the code is longer.
    let lookahead: UnsafeMutablePointer<UInt16>
    /// Largest code of each length 1...16 (index 17 is a sentinel), -1 where there is none.
    let maxCode: UnsafeMutablePointer<Int32>
    /// For each length, the index in `values` of its first code minus that code.
    let valueOffset: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<UInt8>
    /// `value << 16 | run << 8 | bits used`, or 0; all 0 for a DC table, which never reads it.
    let fastAC: UnsafeMutablePointer<Int32>

    var lookup: JPEGHuffmanLookup {
        JPEGHuffmanLookup(
            lookahead: lookahead, fastAC: fastAC, maxCode: maxCode, valueOffset: valueOffset, values: values)
    }

    /// Reads one table from `body` at `offset` (after its class/id byte); `used` is the bytes read.
    /// Only an AC table (`isAC`) gets the combined lookahead of `fastAC`.
    init(_ body: UnsafeBufferPointer<UInt8>, at offset: Int, isAC: Bool, used: inout Int) throws(ImageError) {
        lookahead = .allocate(capacity: 1 << Self.lookaheadBits)
        lookahead.initialize(repeating: 0, count: 1 << Self.lookaheadBits)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1, count: 18)
        valueOffset = .allocate(capacity: 18)
        valueOffset.initialize(repeating: 0, count: 18)
        values = .allocate(capacity: 256)
        values.initialize(repeating: 0, count: 256)
        fastAC = .allocate(capacity: 1 << Self.lookaheadBits)
        fastAC.initialize(repeating: 0, count: 1 << Self.lookaheadBits)
        guard offset + 16 <= body.count else { throw .corrupt("DHT length") }
        var total = 0
        for length in 1...16 { total += Int(body[offset + length - 1]) }
        guard total <= 256, offset + 16 + total <= body.count else { throw .corrupt("DHT length") }
        for index in 0..<total { values[index] = body[offset + 16 + index] }
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(body[offset + length - 1])
            if count > 0 {
                valueOffset[length] = index - code
                for _ in 0..<count {
                    if length <= Self.lookaheadBits {
                        let shift = Self.lookaheadBits - length
                        let first = Int(code) << shift
                        for slot in first..<(first + 1 << shift) {
                            lookahead[slot] = UInt16(length) << 8 | UInt16(values[Int(index)])
                        }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            guard code <= 1 << length else { throw .corrupt("over-subscribed Huffman table") }
            code <<= 1
        }
        maxCode[17] = Int32.max
        used = 16 + total
        if isAC { buildFastAC() }
    }

    private func buildFastAC() {
        let bits = Self.lookaheadBits
        for peek in 0..<(1 << bits) {
            let entry = lookahead[peek]
            guard entry != 0 else { continue }
            let length = Int(entry >> 8)
            let symbol = Int(entry & 0xFF)
            let run = symbol >> 4
            let size = symbol & 15
            guard size > 0, length + size <= bits else { continue }
            let raw = (peek >> (bits - length - size)) & ((1 << size) - 1)
            let value = raw < 1 << (size - 1) ? raw - (1 << size) + 1 : raw
            fastAC[peek] = Int32(value) << 16 | Int32(run) << 8 | Int32(length + size)
        }
    }

    deinit {
        lookahead.deallocate()
        maxCode.deallocate()
        valueOffset.deallocate()
        values.deallocate()
        fastAC.deallocate()
    }
}
