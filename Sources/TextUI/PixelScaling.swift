/// Resizes pictures of three bytes a pixel (red, green, blue, row after row): each new pixel is the
/// rounded average of the pixels it covers, so shrinking smooths and enlarging by a whole factor repeats
/// pixels exactly.
public enum PixelScaling {
    /// `rgb` of `width` × `height` pixels scaled to `newWidth` × `newHeight`; empty when a size is not
    /// positive or the bytes do not match it.
    public static func scale(
        _ rgb: [UInt8], width: Int, height: Int, toWidth newWidth: Int, height newHeight: Int
    ) -> [UInt8] {
        guard width > 0, height > 0, newWidth > 0, newHeight > 0, rgb.count == width * height * 3 else {
            return []
        }
        if newWidth == width, newHeight == height { return rgb }
        let columns = spans(of: width, in: newWidth)
        var scaled = [UInt8]()
        scaled.reserveCapacity(newWidth * newHeight * 3)
        for rows in spans(of: height, in: newHeight) {
            for span in columns {
                var sums = (0, 0, 0)
                for y in rows {
                    var offset = (y * width + span.lowerBound) * 3
                    for _ in span {
                        sums.0 += Int(rgb[offset])
                        sums.1 += Int(rgb[offset + 1])
                        sums.2 += Int(rgb[offset + 2])
                        offset += 3
                    }
                }
                let count = rows.count * span.count
                scaled += [sums.0, sums.1, sums.2].map { UInt8(($0 + count / 2) / count) }
            }
        }
        return scaled
    }

    /// The source pixels each of `count` new pixels covers along a side of `length`: never empty.
    private static func spans(of length: Int, in count: Int) -> [Range<Int>] {
        (0..<count).map { index in
            let start = index * length / count
            return start..<max(start + 1, (index + 1) * length / count)
        }
    }
}
