import Testing

@testable import TextUI

struct PackedStyleTests {
    @Test("Every colour and attribute unpacks to the style packed")
    func roundTrip() {
        var styles: [Style] = [.plain]
        for color in Color.allCases {
            styles.append(Style(foreground: color))
            styles.append(Style(foreground: color, bold: true, dim: true, strikethrough: true, inverse: true))
        }
        styles += [
            Style(bold: true), Style(dim: true), Style(strikethrough: true), Style(inverse: true),
            Style(foregroundRGB: RGBColor(red: 0, green: 0, blue: 0)),
            Style(backgroundRGB: RGBColor(red: 255, green: 255, blue: 255)),
            Style(
                foreground: .orange, inverse: true, foregroundRGB: RGBColor(red: 255, green: 0, blue: 128),
                backgroundRGB: RGBColor(red: 1, green: 2, blue: 3)),
        ]
        for style in styles {
            #expect(PackedStyle(style).style == style)
        }
        // 1 plain, 2 for each of the 10 colours, 4 attributes, 3 with RGB colours: all packed apart.
        #expect(Set(styles.map(PackedStyle.init)).count == 28)
    }

    @Test("The plain style, and only it, packs as plain")
    func plain() {
        #expect(PackedStyle(.plain) == .plain)
        #expect(PackedStyle(.plain).isPlain)
        #expect(!PackedStyle(Style(dim: true)).isPlain)
        #expect(!PackedStyle(Style(backgroundRGB: RGBColor(red: 0, green: 0, blue: 0))).isPlain)
    }

    @Test("RGB colours come back one by one")
    func rgbColors() {
        let packed = PackedStyle(Style(foregroundRGB: RGBColor(red: 10, green: 20, blue: 30)))
        #expect(packed.foregroundRGB == RGBColor(red: 10, green: 20, blue: 30))
        #expect(packed.backgroundRGB == nil)
    }
}
