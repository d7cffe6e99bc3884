import Images

/// Writes pictures as DEC sixel graphics, which xterm (`-ti vt340`), foot, WezTerm, mlterm and tmux
/// built with sixel support draw as real pixels.
///
/// The picture's colours are cut down to a palette (`SixelPalette`); then, for each band of six pixel
/// rows, each palette colour present in it is one line of sixel characters (`?` + a six-bit mask of the
/// band's rows in that colour), with runs of four or more written `!<count><character>` and a line's
/// trailing `?` left out, `$` between the band's colours and `-` between bands.
public enum SixelEncoder {
    /// The sequence that draws `image` at the cursor: `ESC P 0;1;0 q` (pixels not drawn stay as they
    /// are), the raster attributes `"1;1;<width>;<height>`, the palette as `#<index>;2;<r>;<g>;<b>` in
    /// percent (rounded), the bands, and `ESC \`.
    public static func encode(_ image: Picture, colors limit: Int = 256) -> String {
        let palette = SixelPalette(image, limit: max(1, limit))
        var output = Array("\u{1B}P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (index, color) in palette.colors.enumerated() {
            let percents = [color >> 16, color >> 8 & 0xFF, color & 0xFF].map { (Int($0) * 100 + 127) / 255 }
            output += "#\(index);2;\(percents[0]);\(percents[1]);\(percents[2])".utf8
        }
        let width = image.width
        var masks = [UInt8](repeating: 0, count: palette.colors.count * width)
        var isPresent = [Bool](repeating: false, count: palette.colors.count)
        for top in stride(from: 0, to: image.height, by: 6) {
            if top > 0 { output.append(UInt8(ascii: "-")) }
            for row in top..<min(top + 6, image.height) {
                let bit = UInt8(1) << UInt8(row - top)
                for x in 0..<width {
                    let index = palette.indices[row * width + x]
                    isPresent[index] = true
                    masks[index * width + x] |= bit
                }
            }
            var isFirst = true
            for index in isPresent.indices where isPresent[index] {
                if !isFirst { output.append(UInt8(ascii: "$")) }
                isFirst = false
                output += "#\(index)".utf8
                let line = index * width..<(index + 1) * width
                appendRuns(of: masks[line], to: &output)
                for x in line { masks[x] = 0 }
                isPresent[index] = false
            }
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the sixel characters of one colour's line, run-length coded, trailing empty sixels left
    /// out.
    private static func appendRuns(of masks: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var end = masks.endIndex
        while end > masks.startIndex, masks[end - 1] == 0 { end -= 1 }
        var start = masks.startIndex
        while start < end {
            var next = start + 1
            while next < end, masks[next] == masks[start] { next += 1 }
            let character = 63 + masks[start]
            let count = next - start
            if count >= 4 {
                output.append(UInt8(ascii: "!"))
                output += String(count).utf8
                output.append(character)
            } else {
                output += repeatElement(character, count: count)
            }
            start = next
        }
    }
}
