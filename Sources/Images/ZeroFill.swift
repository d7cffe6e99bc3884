/// Writes zero bytes by copying them from a block of zeros: one `memmove` a block, where
/// `initialize(repeating:count:)` makes a debug build (the test suite's) call a generic value
/// witness for every element, the same cost as the codec's own work on a small picture.
enum ZeroFill {
    private static let blockSize = 4_096

    /// A block of zeros, written once when first used and only read after.
    nonisolated(unsafe) private static let zeros: UnsafeRawPointer = {
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        block.initializeMemory(as: UInt8.self, repeating: 0, count: blockSize)
        return UnsafeRawPointer(block)
    }()

    /// Sets `byteCount` bytes from `start` to zero.
    static func fill(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        let zeros = zeros
        var offset = 0
        while offset < byteCount {
            let chunk = min(blockSize, byteCount - offset)
            (start + offset).copyMemory(from: zeros, byteCount: chunk)
            offset += chunk
        }
    }
}

extension UnsafeMutablePointer where Pointee: BitwiseCopyable {
    /// Sets `count` elements from this one on to all-zero bits: 0 for integers, +0.0 for floats.
    func zero(count: Int) {
        ZeroFill.fill(UnsafeMutableRawPointer(self), byteCount: count * MemoryLayout<Pointee>.stride)
    }
}
