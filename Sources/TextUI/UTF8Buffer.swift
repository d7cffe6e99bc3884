/// UTF-8 bytes gathered in one buffer of their own, then made into a String once: appending to a
/// String, or to an array, a few bytes at a time costs several times as much.
///
/// Bytes are written in batches through a `UTF8Cursor` (see `write(atMost:_:)`): room is made once per
/// batch, and the cursor writes through a bare pointer with no checks of its own.
struct UTF8Buffer: ~Copyable {
    /// The bytes written, then room for more.
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes of `storage` are written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        storage = .allocate(capacity: max(64, capacity))
    }

    deinit {
        storage.deallocate()
    }

    /// Makes room for `maximum` more bytes, then lets `body` write at most that many through a cursor.
    ///
    /// The cursor never outlives the call, and no other write happens while `body` runs (the buffer is
    /// borrowed exclusively), so the room it writes into stays allocated and unwritten by anyone else.
    /// Writing past `maximum` is the caller's error (checked by an assertion in debug builds).
    mutating func write<Result>(atMost maximum: Int, _ body: (inout UTF8Cursor) -> Result) -> Result {
        reserve(maximum)
        // Safe: `reserve` left at least `maximum` allocated bytes after `count`.
        let start = storage.baseAddress! + count
        var cursor = UTF8Cursor(start: start, end: start + maximum)
        let result = body(&cursor)
        count += cursor.position - start
        return result
    }

    /// The bytes as a String (they are validated as UTF-8 once more, as every String made of bytes is).
    consuming func string() -> String {
        String(decoding: UnsafeBufferPointer(rebasing: storage[..<count]), as: UTF8.self)
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > storage.count else { return }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: max(storage.count * 2, count + extra))
        _ = larger.initialize(fromContentsOf: storage[..<count])
        storage.deallocate()
        storage = larger
    }
}

/// Writes bytes into room a `UTF8Buffer` made for them: one pointer moving forward, no growth and no
/// checks in release builds (in debug builds an assertion stops a write past the room).
struct UTF8Cursor {
    /// Where the next byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>
    /// Just past the room made for this batch.
    private let end: UnsafeMutablePointer<UInt8>

    /// A cursor writing from `start`, with room up to `end`.
    fileprivate init(start: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>) {
        position = start
        self.end = end
    }

    /// Writes one byte.
    mutating func put(_ byte: UInt8) {
        assert(position < end, "UTF8Cursor: more bytes than the room made for them")
        position.initialize(to: byte)
        position += 1
    }

    /// Writes the UTF-8 encoding of the scalar with value `value` (1 to 4 bytes).
    mutating func put(scalar value: UInt32) {
        if value < 0x80 {
            put(UInt8(truncatingIfNeeded: value))
        } else if value < 0x800 {
            put(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else if value < 0x1_0000 {
            put(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        } else {
            put(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            put(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }

    /// Writes bytes as they are.
    mutating func put(bytes: some Sequence<UInt8>) {
        for byte in bytes { put(byte) }
    }

    /// Writes the UTF-8 bytes of a literal.
    mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put(bytes: $0) }
    }

    /// Writes a number of at least 0 in decimal digits (at most 19 bytes).
    mutating func put(number: Int) {
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        assert(position + digits <= end, "UTF8Cursor: more bytes than the room made for them")
        // Last digit first, each into its place.
        var place = position + digits
        rest = number
        repeat {
            place -= 1
            place.initialize(to: UInt8(truncatingIfNeeded: rest % 10) + 0x30)
            rest /= 10
        } while rest > 0
        position += digits
    }
}
