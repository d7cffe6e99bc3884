/// DEFLATE (RFC 1951) inside a zlib stream (RFC 1950), decompressed into a buffer of known size, with
/// the Adler-32 check. The size bound makes a decompression bomb a `corrupt` error, never an
/// allocation.
struct Inflater {
    private let input: UnsafeBufferPointer<UInt8>
    private var position: Int
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Zero bytes fed past the end of the input; reading into them means the data is truncated.
    private var padding = 0

    private static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private init(_ input: UnsafeBufferPointer<UInt8>, from position: Int) {
        self.input = input
        self.position = position
    }

    /// Decompresses the zlib stream `input` into all of `output`; fewer or more bytes than
    /// `output.count`, a bad header or a checksum mismatch throw.
    static func decompressZlib(
        _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(ImageError) {
        guard input.count >= 2 else { throw .truncated }
        let header = Int(input[0]) << 8 | Int(input[1])
        guard header % 31 == 0, input[0] & 0x0F == 8, input[0] >> 4 <= 7 else {
            throw .corrupt("bad zlib header")
        }
        guard input[1] & 0x20 == 0 else { throw .unsupported("zlib preset dictionary") }
        var inflater = Inflater(input, from: 2)
        try inflater.inflate(into: output)
        let end = try inflater.alignedPosition()
        guard end + 4 <= input.count else { throw .truncated }
        let stored =
            UInt32(input[end]) << 24 | UInt32(input[end + 1]) << 16 | UInt32(input[end + 2]) << 8
            | UInt32(input[end + 3])
        guard stored == Adler32.checksum(UnsafeBufferPointer(output)) else { throw .checksumMismatch }
    }

    @inline(__always)
    private mutating func refill() {
        if position + 8 <= input.count {
            let word = UnsafeRawPointer(input.baseAddress! + position).loadUnaligned(as: UInt64.self)
            bits |= UInt64(littleEndian: word) << UInt64(bitCount)
            position += (63 - bitCount) >> 3
            bitCount |= 56
        } else {
            while bitCount <= 56 {
                if position < input.count {
                    bits |= UInt64(input[position]) << UInt64(bitCount)
                    position += 1
                } else {
                    padding += 1
                }
                bitCount += 8
            }
        }
    }

    /// Throws if bits past the end of the input were consumed.
    @inline(__always)
    private func checkOverrun() throws(ImageError) {
        if bitCount < padding &* 8 { throw .truncated }
    }

    @inline(__always)
    private mutating func take(_ count: Int) -> Int {
        let value = Int(truncatingIfNeeded: bits & ((1 << UInt64(count)) - 1))
        bits >>= UInt64(count)
        bitCount -= count
        return value
    }

    @inline(__always)
    private mutating func decode(_ code: HuffmanCode) throws(ImageError) -> Int {
        let entry = code.fast[Int(truncatingIfNeeded: bits & UInt64((1 << HuffmanCode.fastBits) - 1))]
        if entry != 0 {
            let length = Int(entry & 15)
            bits >>= UInt64(length)
            bitCount -= length
            return Int(entry >> 4)
        }
        return try decodeSlowly(code)
    }

    private mutating func decodeSlowly(_ code: HuffmanCode) throws(ImageError) -> Int {
        var value = 0
        var first = 0
        var index = 0
        var peek = bits
        for length in 1...HuffmanCode.maxBits {
            value |= Int(peek & 1)
            peek >>= 1
            let count = Int(code.counts[length])
            if value - count < first {
                bits >>= UInt64(length)
                bitCount -= length
                return Int(code.symbols[index + value - first])
            }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw .corrupt("invalid Huffman code")
    }

    /// The byte position after the last block, the bit buffer dropped.
    private mutating func alignedPosition() throws(ImageError) -> Int {
        let drop = bitCount & 7
        bits >>= UInt64(drop)
        bitCount -= drop
        let buffered = bitCount / 8 - padding
        guard buffered >= 0 else { throw .truncated }
        let logical = position - buffered
        bits = 0
        bitCount = 0
        padding = 0
        position = logical
        return logical
    }

    private mutating func inflate(into output: UnsafeMutableBufferPointer<UInt8>) throws(ImageError) {
        let literals = HuffmanCode(symbolCapacity: 288)
        let distances = HuffmanCode(symbolCapacity: 32)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: 288 + 32)
        defer {
            literals.deallocate()
            distances.deallocate()
            lengths.deallocate()
        }
        var written = 0
        var isLast = false
        while !isLast {
            refill()
            isLast = take(1) == 1
            switch take(2) {
            case 0:
                written = try copyStored(into: output, at: written)
                continue
            case 1:
                for index in 0..<288 {
                    lengths[index] = index < 144 ? 8 : index < 256 ? 9 : index < 280 ? 7 : 8
                }
                try literals.build(lengths, count: 288)
                for index in 0..<30 { lengths[index] = 5 }
                try distances.build(lengths, count: 30)
            case 2:
                try readDynamicCodes(literals: literals, distances: distances, lengths: lengths)
            default:
                throw .corrupt("reserved DEFLATE block type")
            }
            written = try inflateBlock(into: output, at: written, literals: literals, distances: distances)
        }
        try checkOverrun()
        guard written == output.count else { throw .truncated }
    }

    private mutating func copyStored(into output: UnsafeMutableBufferPointer<UInt8>, at written: Int)
        throws(ImageError) -> Int
    {
        try checkOverrun()
        let start = try alignedPosition()
        guard start + 4 <= input.count else { throw .truncated }
        let length = Int(input[start]) | Int(input[start + 1]) << 8
        let complement = Int(input[start + 2]) | Int(input[start + 3]) << 8
        guard length ^ complement == 0xFFFF else { throw .corrupt("stored block length") }
        guard start + 4 + length <= input.count else { throw .truncated }
        guard length <= output.count - written else { throw .corrupt("more data than the image holds") }
        (output.baseAddress! + written).update(from: input.baseAddress! + start + 4, count: length)
        position = start + 4 + length
        return written + length
    }

    private mutating func readDynamicCodes(
        literals: HuffmanCode, distances: HuffmanCode, lengths: UnsafeMutablePointer<UInt8>
    ) throws(ImageError) {
        refill()
        let literalCount = take(5) + 257
        let distanceCount = take(5) + 1
        let codeLengthCount = take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corrupt("too many Huffman codes") }
        lengths.initialize(repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            refill()
            lengths[Self.codeLengthOrder[index]] = UInt8(take(3))
        }
        try checkOverrun()
        let codeLengths = HuffmanCode(symbolCapacity: 19)
        defer { codeLengths.deallocate() }
        try codeLengths.build(lengths, count: 19)
        let total = literalCount + distanceCount
        var index = 0
        while index < total {
            refill()
            try checkOverrun()
            let symbol = try decode(codeLengths)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            var value: UInt8 = 0
            let repeats: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw .corrupt("repeat with no previous length") }
                value = lengths[index - 1]
                repeats = 3 + take(2)
            case 17: repeats = 3 + take(3)
            default: repeats = 11 + take(7)
            }
            guard index + repeats <= total else { throw .corrupt("too many code lengths") }
            for _ in 0..<repeats {
                lengths[index] = value
                index += 1
            }
        }
        guard lengths[256] != 0 else { throw .corrupt("no end-of-block code") }
        try literals.build(lengths, count: literalCount)
        try distances.build(lengths + literalCount, count: distanceCount)
    }

    private mutating func inflateBlock(
        into output: UnsafeMutableBufferPointer<UInt8>, at start: Int, literals: HuffmanCode,
        distances: HuffmanCode
    ) throws(ImageError) -> Int {
        let out = output.baseAddress!
        let end = output.count
        var written = start
        while true {
            refill()
            try checkOverrun()
            var symbol = try decode(literals)
            if symbol < 256 {
                guard written < end else { throw .corrupt("more data than the image holds") }
                out[written] = UInt8(truncatingIfNeeded: symbol)
                written += 1
                continue
            }
            if symbol == 256 { return written }
            symbol -= 257
            guard symbol < 29 else { throw .corrupt("invalid length code") }
            let length = Int(Self.lengthBase[symbol]) + take(Int(Self.lengthExtra[symbol]))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < 30 else { throw .corrupt("invalid distance code") }
            let distance =
                Int(Self.distanceBase[distanceSymbol]) + take(Int(Self.distanceExtra[distanceSymbol]))
            try checkOverrun()
            guard distance <= written else { throw .corrupt("distance before the start") }
            guard length <= end - written else { throw .corrupt("more data than the image holds") }
            var from = out + written - distance
            var to = out + written
            if distance >= length {
                to.update(from: from, count: length)
            } else {
                for _ in 0..<length {
                    to.pointee = from.pointee
                    to += 1
                    from += 1
                }
            }
            written += length
        }
    }
}
