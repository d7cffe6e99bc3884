/// A PNG palette as RGBA entries, opaque unless tRNS gives an alpha.
struct PNGPalette {
    /// 256 entries of four bytes.
    var entries = [UInt8](repeating: 0, count: 256 * 4)
    var count = 0

    mutating func read(_ body: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        guard body.count % 3 == 0, (3...768).contains(body.count) else { throw .corrupt("PLTE length") }
        count = body.count / 3
        for index in 0..<count {
            entries[index * 4] = body[index * 3]
            entries[index * 4 + 1] = body[index * 3 + 1]
            entries[index * 4 + 2] = body[index * 3 + 2]
            entries[index * 4 + 3] = 255
        }
    }

    mutating func readAlpha(_ body: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        guard body.count <= 256 else { throw .corrupt("tRNS length") }
        for index in 0..<body.count { entries[index * 4 + 3] = body[index] }
    }
}
