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

    deinit { pointer.deallocate() }
}
