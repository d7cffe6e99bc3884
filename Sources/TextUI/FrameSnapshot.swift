extension Frame {
    /// The plain form snapshot files hold, deterministic and independent of the environment.
    ///
    /// Each row comes on its own line, padded to the frame width and closed by `│` (U+2502) so trailing
    /// spaces show and the right edges line up (a wide character is printed once, filling two columns).
    /// If any cell is not plain, a line `styles:` follows, then one line per maximal horizontal run of
    /// cells sharing one non-plain style, in reading order:
    /// `  <row>:<startColumn>-<endColumnExclusive> <style name> "<text>"`, rows and columns from 0.
    /// Pictures are not listed cell by cell: their cells are left out of the styled runs, and a
    /// `pictures:` section names each with its size and a digest (see `pictureSnapshotLines`).
    /// Every line, the last included, ends with a newline.
    ///
    ///     Price: ₩900 │
    ///     품절        │
    ///     styles:
    ///       0:7-11 red strikethrough "₩900"
    ///       1:0-4 bold inverse "품절"
    public var snapshotText: String {
        var text = SnapshotBytes(cells: cells, capacity: height * (width * 3 + 4))
        for y in 0..<height {
            text.appendCharacters(indices(inRow: y, columns: 0..<width))
            text.append("│\n" as StaticString)
        }
        var hasStyles = false
        var hasPictures = false
        // A frame has few styles: each is named once.
        var names: [(style: Style, name: String)] = []
        for y in 0..<height {
            let row = indices(inRow: y, columns: 0..<width)
            var start = row.lowerBound
            while start < row.upperBound {
                let style = cells[start].style
                var end = start + 1
                while end < row.upperBound, cells[end].style == style {
                    end += 1
                }
                let isPicture = style.foregroundRGB != nil && isPictureCell(cells.cell(at: start))
                hasPictures = hasPictures || isPicture
                if !style.isPlain, !isPicture {
                    if !hasStyles { text.append("styles:\n" as StaticString) }
                    hasStyles = true
                    let name: String
                    if let known = names.first(where: { $0.style == style }) {
                        name = known.name
                    } else {
                        name = style.name
                        names.append((style, name))
                    }
                    text.append("  " as StaticString)
                    text.append(number: y)
                    text.append(ascii: ":")
                    text.append(number: start - row.lowerBound)
                    text.append(ascii: "-")
                    text.append(number: end - row.lowerBound)
                    text.append(ascii: " ")
                    text.append(name)
                    text.append(" \"" as StaticString)
                    text.appendCharacters(start..<end)
                    text.append("\"\n" as StaticString)
                }
                start = end
            }
        }
        return hasPictures ? text.string() + pictureSnapshotLines : text.string()
    }
}

/// The UTF-8 bytes of a snapshot, gathered whole in a buffer of its own: appending to a String, or to
/// an array, a few bytes at a time costs several times as much. Every append first makes room for
/// what it writes.
private struct SnapshotBytes: ~Copyable {
    /// The cells whose characters are written.
    private let cells: CellGrid
    /// The bytes written, then room for more.
    private var storage: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes of `storage` are written.
    private var count = 0

    init(cells: CellGrid, capacity: Int) {
        self.cells = cells
        storage = .allocate(capacity: max(64, capacity))
    }

    deinit {
        storage.deallocate()
    }

    /// The characters of the cells at `indices`, continuation cells skipped.
    mutating func appendCharacters(_ indices: Range<Int>) {
        reserve(indices.count * 4)
        for index in indices where !cells[index].isContinuation {
            let code = cells[index].code
            if code < CellGrid.clusterBase {
                write(scalar: code)
            } else {
                append(String(cells.character(for: code)))
                reserve(indices.count * 4)
            }
        }
    }

    /// Writes the UTF-8 encoding of the scalar with value `value` into room for 4 bytes.
    private mutating func write(scalar value: UInt32) {
        switch value {
        case ..<0x80:
            write(value)
        case ..<0x800:
            write(0xC0 | value >> 6)
            write(0x80 | value & 0x3F)
        case ..<0x1_0000:
            write(0xE0 | value >> 12)
            write(0x80 | value >> 6 & 0x3F)
            write(0x80 | value & 0x3F)
        default:
            write(0xF0 | value >> 18)
            write(0x80 | value >> 12 & 0x3F)
            write(0x80 | value >> 6 & 0x3F)
            write(0x80 | value & 0x3F)
        }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(utf8: $0) }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(utf8: $0) }
    }

    mutating func append(ascii character: Unicode.Scalar) {
        reserve(1)
        write(character.value)
    }

    private mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
        reserve(utf8.count)
        for byte in utf8 { write(UInt32(byte)) }
    }

    /// A number of at least 0 in decimal digits.
    mutating func append(number: Int) {
        reserve(20)
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        while divisor > 0 {
            write(UInt32(number / divisor % 10) + 0x30)
            divisor /= 10
        }
    }

    consuming func string() -> String {
        String(decoding: UnsafeBufferPointer(rebasing: storage[..<count]), as: UTF8.self)
    }

    /// Writes one byte (the low 8 bits of `byte`) into room made by `reserve`.
    private mutating func write(_ byte: UInt32) {
        storage[count] = UInt8(truncatingIfNeeded: byte)
        count += 1
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > storage.count else { return }
        let larger = UnsafeMutableBufferPointer<UInt8>.allocate(
            capacity: max(storage.count * 2, count + extra))
        if let source = storage.baseAddress, count > 0 {
            larger.baseAddress?.initialize(from: source, count: count)
        }
        storage.deallocate()
        storage = larger
    }
}
