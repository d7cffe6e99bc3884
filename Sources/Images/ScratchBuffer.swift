/// Working memory for a codec, freed when the last reference goes, so a decode that throws half-way
/// leaks nothing. Hot loops use `pointer` directly.
final class ScratchBuffer<Element> {
    let pointer: UnsafeMutablePointer<Element>
    let count: Int

    /// `count` elements, each `value`.
    init(count: Int, repeating value: Element) {
        self.count = count
        pointer = .allocate(capacity: max(count, 1))
        pointer.initialize(repeating: value, count: count)
    }

    /// `count` elements of a trivial type such as `UInt8`, not yet written: for memory the codec
    /// overwrites whole before reading it, which would otherwise be filled twice (in a debug build
    /// the fill of a generic buffer costs a call an element).
    init(uninitialized count: Int) {
        self.count = count
        pointer = .allocate(capacity: max(count, 1))
    }

    deinit { pointer.deallocate() }
}

extension ScratchBuffer where Element: BitwiseCopyable {
    /// `count` elements of all-zero bits (0, or +0.0), written a block of bytes at a time.
    convenience init(zeroed count: Int) {
        self.init(uninitialized: count)
        pointer.zero(count: count)
    }
}
