/// Reads back what `SixelEncoder` writes, as a terminal would: the raster size, the palette (percent
/// turned back into bytes, rounded), and each band's colour lines, `!` runs, `$` and `-`.
struct SixelDecoder {
    var width = 0
    var height = 0
    /// Three bytes a pixel, row after row; pixels no sixel set stay 0.
    var rgb: [UInt8] = []

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        let introducer = Array("\u{1B}P0;1;0q\"1;1;".utf8)
        guard bytes.starts(with: introducer), bytes.suffix(2) == [0x1B, 0x5C] else { return nil }
        var index = introducer.count
        func number() -> Int {
            var value = 0
            while index < bytes.count, (48...57).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        width = number()
        index += 1
        height = number()
        rgb = [UInt8](repeating: 0, count: width * height * 3)
        var palette: [Int: [UInt8]] = [:]
        var color = 0
        var (x, top) = (0, 0)
        while index < bytes.count - 2 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "#"):
                index += 1
                color = number()
                if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                    index += 3  // ";2;"
                    var percents: [Int] = [number()]
                    for _ in 0..<2 {
                        index += 1
                        percents.append(number())
                    }
                    palette[color] = percents.map { UInt8(($0 * 255 + 50) / 100) }
                }
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                (x, top) = (0, top + 6)
                index += 1
            case UInt8(ascii: "!"):
                index += 1
                let count = number()
                paint(bytes[index], count: count, color: palette[color] ?? [], x: &x, top: top)
                index += 1
            default:
                paint(byte, count: 1, color: palette[color] ?? [], x: &x, top: top)
                index += 1
            }
        }
    }

    private mutating func paint(_ character: UInt8, count: Int, color: [UInt8], x: inout Int, top: Int) {
        let mask = Int(character) - 63
        for _ in 0..<count {
            for bit in 0..<6 where mask & (1 << bit) != 0 && top + bit < height && x < width {
                let offset = ((top + bit) * width + x) * 3
                rgb.replaceSubrange(offset..<offset + 3, with: color)
            }
            x += 1
        }
    }
}
