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

    /// `count` elements of a trivial type such as `UInt8`, not written yet: for memory the codec writes
    /// whole before reading it. Filling it first would write it twice, and would make all of it
    /// resident before the codec gets to it: a 12-megapixel photo's planes are 18 MB, and the fit's
    /// peak (`fit_peak_mb`, whole run) rose from 199.5–199.8 to 199.7–200.0 when they were zeroed.
    init(uninitialized count: Int) {
        self.count = count
        pointer = .allocate(capacity: max(count, 1))
    }

    deinit { pointer.deallocate() }
}
