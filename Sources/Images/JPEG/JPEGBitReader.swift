/// Reads an entropy-coded segment most significant bit first, removing stuffed zero bytes. At a
/// marker or the end of the data it feeds zero bits and counts them, so decoding stays bounded and
/// `overran` tells whether real data ran out.
struct JPEGBitReader {
    let data: UnsafeBufferPointer<UInt8>
    var position: Int
    /// Bits, left-aligned.
    private var buffer: UInt64 = 0
    private var count = 0
    /// Zero bytes fed at a marker or the end.
    private var filled = 0

    init(_ data: UnsafeBufferPointer<UInt8>, at position: Int) {
        self.data = data
        self.position = position
    }

    /// Whether more bits were read than the segment holds.
    var overran: Bool { count < filled &* 8 }

    @inline(__always)
    mutating func ensure(_ bits: Int) {
        if count < bits { refill() }
    }

    private mutating func refill() {
        let base = data.baseAddress!
        // Fast path: eight bytes without 0xFF need no unstuffing; take the whole bytes that fit.
        if filled == 0 && position + 8 <= data.count {
            let word = UInt64(bigEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let inverted = ~word
            if (inverted &- 0x0101_0101_0101_0101) & ~inverted & 0x8080_8080_8080_8080 == 0 {
                let bytes = (64 - count) >> 3
                let kept = bytes == 8 ? word : word & ~(UInt64.max >> UInt64(bytes * 8))
                buffer |= kept >> UInt64(count)
                position += bytes
                count += bytes * 8
                return
            }
        }
        while count <= 56 {
            var byte: UInt8 = 0
            if filled == 0 && position < data.count {
                byte = base[position]
                if byte == 0xFF {
                    if position + 1 < data.count && base[position + 1] == 0 {
                        position += 2
                    } else {
                        byte = 0
                        filled += 1
                    }
                } else {
                    position += 1
                }
            } else {
                filled += 1
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    @inline(__always)
    mutating func bits(_ n: Int) -> Int {
        ensure(n)
        let value = Int(truncatingIfNeeded: buffer >> UInt64(64 - n))
        buffer <<= UInt64(n)
        count -= n
        return value
    }

    @inline(__always)
    mutating func bit() -> Int { bits(1) }

    /// A coefficient of `size` bits, sign-extended (F.2.2.1's EXTEND).
    @inline(__always)
    mutating func receiveExtend(_ size: Int) -> Int32 {
        guard size > 0 else { return 0 }
        let value = Int32(bits(size))
        return value < 1 << (size - 1) ? value - (1 << size) + 1 : value
    }

    @inline(__always)
    mutating func decode(_ table: JPEGHuffmanLookup) throws(ImageError) -> Int {
        ensure(16)
        let peek = Int(truncatingIfNeeded: buffer >> UInt64(64 - JPEGHuffmanTable.lookaheadBits))
        let fast = table.lookahead[peek]
        if fast != 0 {
            let length = Int(fast >> 8)
            buffer <<= UInt64(length)
            count -= length
            return Int(fast & 0xFF)
        }
        return try decodeLong(table)
    }

    private mutating func decodeLong(_ table: JPEGHuffmanLookup) throws(ImageError) -> Int {
        var length = JPEGHuffmanTable.lookaheadBits + 1
        var code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
        while code > table.maxCode[length] {
            length += 1
            guard length <= 16 else { throw .corrupt("invalid Huffman code") }
            code = Int32(truncatingIfNeeded: buffer >> UInt64(64 - length))
        }
        buffer <<= UInt64(length)
        count -= length
        let index = Int(code + table.valueOffset[length])
        guard (0..<256).contains(index) else { throw .corrupt("invalid Huffman code") }
        return Int(table.values[index])
    }

    /// A whole AC coefficient from the table's combined lookahead (run, size and value in one
    /// step), as `run << 16 | (value & 0xFFFF)`, or nil when the code and value take more than
    /// the lookahead's bits.
    @inline(__always)
    mutating func decodeFastAC(_ table: JPEGHuffmanLookup) -> (run: Int, value: Int16)? {
        ensure(16)
        let peek = Int(truncatingIfNeeded: buffer >> UInt64(64 - JPEGHuffmanTable.lookaheadBits))
        let entry = table.fastAC[peek]
        guard entry != 0 else { return nil }
        let length = Int(entry & 0xFF)
        buffer <<= UInt64(length)
        count -= length
        return (Int((entry >> 8) & 0xFF), Int16(truncatingIfNeeded: entry >> 16))
    }

    /// Drops buffered bits and moves past the restart marker expected next.
    mutating func restart() throws(ImageError) {
        if overran { throw .truncated }
        buffer = 0
        count = 0
        filled = 0
        while position + 1 < data.count {
            if data[position] == 0xFF && (0xD0...0xD7).contains(data[position + 1]) {
                position += 2
                return
            }
            position += 1
        }
        throw .truncated
    }
}
