/// A `Style` packed into one 64-bit integer, as the cells of a canvas or frame hold it: stored, copied
/// and compared as one number, and the plain style packs to 0. Packing loses nothing: `style` gives back
/// the style packed.
///
/// From the lowest bit: the foreground colour (4 bits: 0 for none, else 1 + its place in
/// `Color.allCases`), bold, dim, strikethrough and inverse (1 bit each), then the RGB foreground and
/// the RGB background (25 bits each: 1 when there is one, then its red, green and blue).
struct PackedStyle: Sendable, Hashable {
    /// The packed bits.
    private let bits: UInt64

    /// The plain style.
    static let plain = PackedStyle(bits: 0)

    /// The colours in the order their numbers count.
    private static let colors = Color.allCases

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// Packs `style`.
    init(_ style: Style) {
        var bits: UInt64 = 0
        if let foreground = style.foreground, let place = Self.colors.firstIndex(of: foreground) {
            bits = UInt64(place + 1)
        }
        if style.bold { bits |= 1 << 4 }
        if style.dim { bits |= 1 << 5 }
        if style.strikethrough { bits |= 1 << 6 }
        if style.inverse { bits |= 1 << 7 }
        bits |= Self.pack(style.foregroundRGB) << Self.foregroundRGBShift
        bits |= Self.pack(style.backgroundRGB) << Self.backgroundRGBShift
        self.bits = bits
    }

    /// True for the plain style.
    var isPlain: Bool { bits == 0 }

    /// The style packed.
    var style: Style {
        let foreground = bits & 0xF
        return Style(
            foreground: foreground == 0 ? nil : Self.colors[Int(foreground) - 1],
            bold: bits & 1 << 4 != 0, dim: bits & 1 << 5 != 0, strikethrough: bits & 1 << 6 != 0,
            inverse: bits & 1 << 7 != 0, foregroundRGB: foregroundRGB, backgroundRGB: backgroundRGB)
    }

    /// The style's RGB foreground colour.
    var foregroundRGB: RGBColor? { Self.unpack(bits >> Self.foregroundRGBShift) }

    /// The style's RGB background colour.
    var backgroundRGB: RGBColor? { Self.unpack(bits >> Self.backgroundRGBShift) }

    /// Where the RGB colours start.
    private static let foregroundRGBShift: UInt64 = 8
    private static let backgroundRGBShift: UInt64 = 33

    /// 25 bits for an optional colour: 1 when present, then red, green and blue.
    private static func pack(_ color: RGBColor?) -> UInt64 {
        guard let color else { return 0 }
        return 1 | UInt64(color.red) << 1 | UInt64(color.green) << 9 | UInt64(color.blue) << 17
    }

    /// The colour in the lowest 25 bits of `bits`.
    private static func unpack(_ bits: UInt64) -> RGBColor? {
        guard bits & 1 != 0 else { return nil }
        return RGBColor(
            red: UInt8(truncatingIfNeeded: bits >> 1), green: UInt8(truncatingIfNeeded: bits >> 9),
            blue: UInt8(truncatingIfNeeded: bits >> 17))
    }
}
