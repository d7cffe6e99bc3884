/// DEFLATE compression into a zlib stream: greedy LZ77 over a 32 KB window with hash chains, coded
/// with the fixed Huffman code of RFC 1951 in one block, then Adler-32.
enum Deflater {
    private static let windowSize = 32_768
    private static let hashBits = 15
    private static let maxChain = 48
    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227,
        258,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097,
        6145, 8193, 12289, 16385, 24577,
    ]

    static func zlib(_ input: [UInt8]) -> [UInt8] {
        var writer = DeflateBitWriter()
        writer.bytes.reserveCapacity(input.count / 2 + 64)
        writer.bytes += [0x78, 0x01]
        writer.write(1, 1)
        writer.write(1, 2)
        input.withUnsafeBufferPointer { compress($0, into: &writer) }
        writer.writeFixedLiteral(256)
        writer.flush()
        let adler = input.withUnsafeBufferPointer { Adler32.checksum($0) }
        writer.bytes += [
            UInt8(adler >> 24), UInt8((adler >> 16) & 255), UInt8((adler >> 8) & 255), UInt8(adler & 255),
        ]
        return writer.bytes
    }

    private static func compress(_ input: UnsafeBufferPointer<UInt8>, into writer: inout DeflateBitWriter) {
        let count = input.count
        let head = ScratchBuffer<Int32>(count: 1 << hashBits, repeating: -1)
        let previous = ScratchBuffer<Int32>(count: windowSize, repeating: -1)
        let data = input.baseAddress!
        func hash(_ position: Int) -> Int {
            let value =
                UInt32(data[position]) | UInt32(data[position + 1]) << 8 | UInt32(data[position + 2]) << 16
            return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
        }
        func insert(_ position: Int) {
            guard position + 2 < count else { return }
            let key = hash(position)
            previous.pointer[position & (windowSize - 1)] = head.pointer[key]
            head.pointer[key] = Int32(position)
        }
        var position = 0
        while position < count {
            var bestLength = 0
            var bestDistance = 0
            if position + 2 < count {
                var candidate = Int(head.pointer[hash(position)])
                var chain = maxChain
                let limit = min(258, count - position)
                while candidate >= 0 && position - candidate <= windowSize && chain > 0 {
                    if data[candidate + bestLength] == data[position + bestLength] || bestLength == 0 {
                        var length = 0
                        while length < limit && data[candidate + length] == data[position + length] {
                            length += 1
                        }
                        if length > bestLength {
                            bestLength = length
                            bestDistance = position - candidate
                            if length == limit { break }
                        }
                    }
                    let next = Int(previous.pointer[candidate & (windowSize - 1)])
                    if next >= candidate { break }
                    candidate = next
                    chain -= 1
                }
            }
            if bestLength >= 3 {
                writeMatch(length: bestLength, distance: bestDistance, into: &writer)
                for offset in 0..<bestLength { insert(position + offset) }
                position += bestLength
            } else {
                writer.writeFixedLiteral(Int(data[position]))
                insert(position)
                position += 1
            }
        }
    }

    private static func writeMatch(length: Int, distance: Int, into writer: inout DeflateBitWriter) {
        var lengthCode = 28
        while lengthBase[lengthCode] > length { lengthCode -= 1 }
        writer.writeFixedLiteral(257 + lengthCode)
        let lengthExtra = lengthCode < 8 || lengthCode == 28 ? 0 : (lengthCode - 4) / 4
        writer.write(UInt32(length - lengthBase[lengthCode]), lengthExtra)
        var distanceCode = 29
        while distanceBase[distanceCode] > distance { distanceCode -= 1 }
        writer.write(DeflateBitWriter.reversed(UInt32(distanceCode), 5), 5)
        let distanceExtra = distanceCode < 4 ? 0 : (distanceCode - 2) / 2
        writer.write(UInt32(distance - distanceBase[distanceCode]), distanceExtra)
    }
}

/// Bits least significant first, as DEFLATE packs them.
struct DeflateBitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    static func reversed(_ code: UInt32, _ length: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<length where code & (1 << UInt32(bit)) != 0 { result |= 1 << UInt32(length - 1 - bit) }
        return result
    }

    /// The fixed code of a literal/length symbol, bit-reversed for writing.
    private static let fixedCodes: [(code: UInt32, length: Int)] = (0..<288).map { symbol in
        switch symbol {
        case 0..<144: (reversed(UInt32(0x30 + symbol), 8), 8)
        case 144..<256: (reversed(UInt32(0x190 + symbol - 144), 9), 9)
        case 256..<280: (reversed(UInt32(symbol - 256), 7), 7)
        default: (reversed(UInt32(0xC0 + symbol - 280), 8), 8)
        }
    }

    @inline(__always)
    mutating func write(_ value: UInt32, _ length: Int) {
        buffer |= UInt64(value) << UInt64(count)
        count += length
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func writeFixedLiteral(_ symbol: Int) {
        let code = Self.fixedCodes[symbol]
        write(code.code, code.length)
    }

    mutating func flush() {
        if count > 0 { write(0, 8 - count) }
    }
}
