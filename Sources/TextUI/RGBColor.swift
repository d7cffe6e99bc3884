/// A colour by its red, green and blue components, drawn in 24-bit colour where the terminal has it and
/// as the nearest of the 256-colour palette elsewhere (see `ColorDepth`).
public struct RGBColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for value in [red, green, blue] {
            text.append(digits[Int(value >> 4)])
            text.append(digits[Int(value & 0xF)])
        }
        return text
    }

    /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube (16–231, levels 0, 95, 135,
    /// 175, 215, 255) or the grey ramp (232–255, 8 to 238 in steps of 10), whichever is closer.
    public var paletteIndex: Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            let value = Int(value)
            return value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * greyStep
        func distance(_ other: (Int, Int, Int)) -> Int {
            let dr = Int(red) - other.0
            let dg = Int(green) - other.1
            let db = Int(blue) - other.2
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}

extension RGBColor {
    /// The colour `#rrggbb` names (as `hex` writes it); nil for anything else.
    public init?(hex: some StringProtocol) {
        guard hex.count == 7, hex.first == "#", hex.dropFirst().allSatisfy(\.isHexDigit),
            let value = UInt32(hex.dropFirst(), radix: 16)
        else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
