import Images

/// The colours of a picture cut down to a palette for sixel graphics: every colour of a picture of at
/// most `limit` colours, in the order they first appear; otherwise median cut (colours reduced to five
/// bits a channel, the box with the widest channel split at its pixels' median until there are `limit`
/// boxes, each box's colour its pixels' average).
struct SixelPalette {
    /// The palette's colours as `0xRRGGBB`.
    let colors: [UInt32]
    /// For each pixel of the picture, its colour's position in `colors`.
    let indices: [Int]

    init(_ image: Picture, limit: Int) {
        var pixels = [UInt32](repeating: 0, count: image.width * image.height)
        image.rgb.withUnsafeBufferPointer { rgb in
            for pixel in pixels.indices {
                let offset = pixel * 3
                pixels[pixel] =
                    UInt32(rgb[offset]) << 16 | UInt32(rgb[offset + 1]) << 8 | UInt32(rgb[offset + 2])
            }
        }
        if let exact = Self.exact(pixels, limit: limit) {
            (colors, indices) = exact
        } else {
            (colors, indices) = Self.medianCut(pixels, limit: limit)
        }
    }

    /// The picture's own colours and each pixel's, when it has at most `limit`.
    private static func exact(_ pixels: [UInt32], limit: Int) -> ([UInt32], [Int])? {
        var firstSeen: [UInt32: Int] = [:]
        var colors: [UInt32] = []
        var indices = [Int](repeating: 0, count: pixels.count)
        for (position, color) in pixels.enumerated() {
            if let index = firstSeen[color] {
                indices[position] = index
                continue
            }
            guard colors.count < limit else { return nil }
            firstSeen[color] = colors.count
            indices[position] = colors.count
            colors.append(color)
        }
        return (colors, indices)
    }

    /// A colour reduced to five bits a channel: red, green, blue from the high bits down.
    private static func reduced(_ color: UInt32) -> Int {
        let red = Int(color >> 19 & 0x1F)
        let green = Int(color >> 11 & 0x1F)
        return red << 10 | green << 5 | Int(color >> 3 & 0x1F)
    }

    /// One channel (0 red, 1 green, 2 blue) of a reduced colour.
    private static func channel(_ reduced: Int, _ channel: Int) -> Int {
        reduced >> (10 - 5 * channel) & 0x1F
    }

    /// Reduced colours that fall in one box, and the widest of its channels.
    private struct Box {
        var colors: [Int]
        var widest = 0
        var range = 0

        init(_ colors: [Int]) {
            self.colors = colors
            for channel in 0..<3 {
                var (low, high) = (31, 0)
                for color in colors {
                    let value = SixelPalette.channel(color, channel)
                    (low, high) = (min(low, value), max(high, value))
                }
                if high - low > range { (widest, range) = (channel, high - low) }
            }
        }
    }

    private static func medianCut(_ pixels: [UInt32], limit: Int) -> ([UInt32], [Int]) {
        var counts = [Int](repeating: 0, count: 1 << 15)
        for pixel in pixels { counts[reduced(pixel)] += 1 }
        var boxes = [Box(counts.indices.filter { counts[$0] > 0 })]
        while boxes.count < limit {
            guard let split = boxes.indices.max(by: { boxes[$0].range < boxes[$1].range }),
                boxes[split].range > 0
            else { break }
            let widest = boxes[split].widest
            let sorted = boxes[split].colors.sorted {
                (channel($0, widest), $0) < (channel($1, widest), $1)
            }
            let half = sorted.reduce(0) { $0 + counts[$1] } / 2
            var (seen, cut) = (0, 1)
            for (position, color) in sorted.enumerated().dropLast() {
                seen += counts[color]
                cut = position + 1
                if seen >= half { break }
            }
            boxes[split] = Box(Array(sorted[..<cut]))
            boxes.append(Box(Array(sorted[cut...])))
        }
        var boxOf = [Int](repeating: 0, count: 1 << 15)
        for (index, box) in boxes.enumerated() {
            for color in box.colors { boxOf[color] = index }
        }
        var sums = [(red: Int, green: Int, blue: Int, count: Int)](
            repeating: (0, 0, 0, 0), count: boxes.count)
        let indices = pixels.map { pixel in
            let index = boxOf[reduced(pixel)]
            sums[index].red += Int(pixel >> 16 & 0xFF)
            sums[index].green += Int(pixel >> 8 & 0xFF)
            sums[index].blue += Int(pixel & 0xFF)
            sums[index].count += 1
            return index
        }
        let colors = sums.map { sum in
            let count = max(1, sum.count)
            let average = [sum.red, sum.green, sum.blue].map { UInt32(($0 + count / 2) / count) }
            return average[0] << 16 | average[1] << 8 | average[2]
        }
        return (colors, indices)
    }
}
