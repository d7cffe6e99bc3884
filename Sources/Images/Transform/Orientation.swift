extension Image {
    /// The picture turned upright according to an EXIF orientation (1...8): 2 mirrors, 3 turns
    /// 180°, 4 flips, 5 transposes, 6 turns 90° clockwise, 7 transverses, 8 turns 90° anticlockwise.
    public func oriented(_ orientation: Int) -> Image {
        guard (2...8).contains(orientation) else { return self }
        let swaps = orientation >= 5
        let outWidth = swaps ? height : width
        let outHeight = swaps ? width : height
        var output = [UInt8](repeating: 0, count: pixels.count)
        let (w, h) = (width, height)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                let from = UnsafeRawPointer(source.baseAddress!).assumingMemoryBound(to: UInt8.self)
                let to = target.baseAddress!
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case 2: (sx, sy) = (w - 1 - x, y)
                        case 3: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case 4: (sx, sy) = (x, h - 1 - y)
                        case 5: (sx, sy) = (y, x)
                        case 6: (sx, sy) = (y, h - 1 - x)
                        case 7: (sx, sy) = (w - 1 - y, h - 1 - x)
                        default: (sx, sy) = (w - 1 - y, x)
                        }
                        (to + (y * outWidth + x) * 4).update(from: from + (sy * w + sx) * 4, count: 4)
                    }
                }
            }
        }
        return Image(width: outWidth, height: outHeight, pixels: output)
    }
}
