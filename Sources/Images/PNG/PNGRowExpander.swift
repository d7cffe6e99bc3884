/// Turns one unfiltered scanline of any colour type and bit depth into RGBA pixels.
struct PNGRowExpander {
    let header: PNGHeader
    let palette: PNGPalette
    /// The tRNS sample (grey, or red, green, blue) at the image's bit depth.
    let transparentSample: [UInt16]?

    /// Writes `count` pixels from `row` to `target`, `step` bytes apart.
    func expand(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, step: Int
    )
        throws(ImageError)
    {
        var out = target
        switch (header.colorType, header.depth) {
        case (.grey, 16), (.greyAlpha, 16), (.rgb, 16), (.rgba, 16):
            expandSixteen(row, count: count, into: target, step: step)
        case (.grey, 8):
            let key = transparentSample.map { Int($0[0]) } ?? -1
            for index in 0..<count {
                let value = row[index]
                out[0] = value
                out[1] = value
                out[2] = value
                out[3] = Int(value) == key ? 0 : 255
                out += step
            }
        case (.grey, _):
            let depth = header.depth
            let mask = (1 << depth) - 1
            let scale = 255 / mask
            let key = transparentSample.map { Int($0[0]) } ?? -1
            for index in 0..<count {
                let bit = index * depth
                let sample = Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & mask
                let value = UInt8(sample * scale)
                out[0] = value
                out[1] = value
                out[2] = value
                out[3] = sample == key ? 0 : 255
                out += step
            }
        case (.palette, _):
            try expandPalette(row, count: count, into: target, step: step)
        case (.greyAlpha, _):
            for index in 0..<count {
                out[0] = row[index * 2]
                out[1] = row[index * 2]
                out[2] = row[index * 2]
                out[3] = row[index * 2 + 1]
                out += step
            }
        case (.rgb, _):
            let key = transparentSample.map { ($0[0], $0[1], $0[2]) }
            var source = row
            for _ in 0..<count {
                out[0] = source[0]
                out[1] = source[1]
                out[2] = source[2]
                out[3] = 255
                if let key, UInt16(source[0]) == key.0, UInt16(source[1]) == key.1, UInt16(source[2]) == key.2
                {
                    out[3] = 0
                }
                source += 3
                out += step
            }
        case (.rgba, _):
            if step == 4 {
                out.update(from: row, count: count * 4)
            } else {
                for index in 0..<count {
                    (out + index * step).update(from: row + index * 4, count: 4)
                }
            }
        }
    }

    private func expandPalette(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, step: Int
    ) throws(ImageError) {
        let depth = header.depth
        let mask = (1 << depth) - 1
        let paletteCount = palette.count
        try palette.entries.withUnsafeBufferPointer { entries throws(ImageError) in
            var out = target
            for index in 0..<count {
                let bit = index * depth
                let sample =
                    depth == 8 ? Int(row[index]) : Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & mask
                guard sample < paletteCount else { throw .paletteIndexOutOfRange }
                out.update(from: entries.baseAddress! + sample * 4, count: 4)
                out += step
            }
        }
    }

    /// 16-bit samples: the high byte is kept; tRNS compares the whole sample.
    private func expandSixteen(
        _ row: UnsafeMutablePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, step: Int
    ) {
        let channels = header.colorType.channels
        var out = target
        var source = row
        for _ in 0..<count {
            switch header.colorType {
            case .grey:
                out[0] = source[0]
                out[1] = source[0]
                out[2] = source[0]
                out[3] = UInt16(source[0]) << 8 | UInt16(source[1]) == transparentSample?[0] ? 0 : 255
            case .greyAlpha:
                out[0] = source[0]
                out[1] = source[0]
                out[2] = source[0]
                out[3] = source[2]
            case .rgb:
                out[0] = source[0]
                out[1] = source[2]
                out[2] = source[4]
                out[3] = 255
                if let key = transparentSample, UInt16(source[0]) << 8 | UInt16(source[1]) == key[0],
                    UInt16(source[2]) << 8 | UInt16(source[3]) == key[1],
                    UInt16(source[4]) << 8 | UInt16(source[5]) == key[2]
                {
                    out[3] = 0
                }
            default:
                out[0] = source[0]
                out[1] = source[2]
                out[2] = source[4]
                out[3] = source[6]
            }
            source += channels * 2
            out += step
        }
    }
}
