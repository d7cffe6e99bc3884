extension Image {
    /// The picture, or the part of it inside `rect`, resampled to `width` × `height` by area
    /// averaging: each output pixel is the mean of the source area it covers, partly covered source
    /// pixels weighted by how much of them it covers, colour weighted by alpha. Works for enlarging
    /// too (each output pixel then covers part of one or two source pixels).
    public func resized(width: Int, height: Int, from rect: Rect? = nil) -> Image {
        let rect = rect ?? Rect(x: 0, y: 0, width: self.width, height: self.height)
        precondition(width > 0 && height > 0 && rect.width > 0 && rect.height > 0)
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= self.width
                && rect.y + rect.height <= self.height)
        return resized(
            width: width, height: height,
            from: (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height)))
    }

    /// The same from a rectangle whose edges may fall inside pixels (those then weigh the part of them
    /// inside it), such as a part of a picture decoded reduced; it must lie within the picture.
    func resized(
        width: Int, height: Int, from rect: (x: Double, y: Double, width: Double, height: Double)
    ) -> Image {
        let columns = AreaWeights(start: rect.x, length: rect.width, limit: self.width, target: width)
        let rows = AreaWeights(start: rect.y, length: rect.height, limit: self.height, target: height)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        let filtered = ScratchBuffer<Float>(count: width * 4, repeating: 0)
        let sum = ScratchBuffer<Float>(count: width * 4, repeating: 0)
        var filteredRow = -1
        pixels.withUnsafeBufferPointer { pixels in
            output.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    sum.pointer.initialize(repeating: 0, count: width * 4)
                    let span = rows.spans[y]
                    for offset in 0..<span.count {
                        let sourceRow = span.first + offset
                        let rowWeight = rows.weights[span.offset + offset]
                        if sourceRow != filteredRow {
                            let line = pixels.baseAddress! + sourceRow * self.width * 4
                            Self.filterRow(line, columns: columns, into: filtered.pointer, width: width)
                            filteredRow = sourceRow
                        }
                        let (sums, row) = (sum.pointer, filtered.pointer)
                        for index in 0..<(width * 4) { sums[index] += row[index] * rowWeight }
                    }
                    var out = output.baseAddress! + y * width * 4
                    var accumulated = sum.pointer
                    for _ in 0..<width {
                        let alpha = accumulated[3]
                        if alpha > 0 {
                            let scale = 255 / alpha
                            out[0] = UInt8(min(accumulated[0] * scale + 0.5, 255))
                            out[1] = UInt8(min(accumulated[1] * scale + 0.5, 255))
                            out[2] = UInt8(min(accumulated[2] * scale + 0.5, 255))
                            out[3] = UInt8(min(alpha + 0.5, 255))
                        }
                        out += 4
                        accumulated += 4
                    }
                }
            }
        }
        return Image(width: width, height: height, pixels: output)
    }

    /// One source row averaged horizontally, colour premultiplied by alpha (0...1).
    private static func filterRow(
        _ line: UnsafePointer<UInt8>, columns: AreaWeights, into output: UnsafeMutablePointer<Float>,
        width: Int
    ) {
        for x in 0..<width {
            var red: Float = 0
            var green: Float = 0
            var blue: Float = 0
            var alpha: Float = 0
            let span = columns.spans[x]
            for index in 0..<span.count {
                let weight = columns.weights[span.offset + index]
                let pixel = line + (span.first + index) * 4
                let opacity = Float(pixel[3]) * weight
                red += Float(pixel[0]) * opacity
                green += Float(pixel[1]) * opacity
                blue += Float(pixel[2]) * opacity
                alpha += opacity
            }
            let out = output + x * 4
            out[0] = red * (1 / 255)
            out[1] = green * (1 / 255)
            out[2] = blue * (1 / 255)
            out[3] = alpha
        }
    }
}

/// For each output position along one axis, the source positions it covers and their weights
/// (summing to 1), from a span of the source that may start and end inside a pixel.
struct AreaWeights {
    /// The source positions one output position covers.
    struct Span {
        /// The first of them.
        var first: Int
        /// How many.
        var count: Int
        /// Where their weights start in `weights`.
        var offset: Int
    }

    private(set) var spans: [Span] = []
    private(set) var weights: [Float] = []

    /// `target` positions over source positions `start ..< start + length`, within `0 ..< limit`.
    init(start origin: Double, length: Double, limit: Int, target: Int) {
        let scale = length / Double(target)
        for index in 0..<target {
            let start = origin + Double(index) * scale
            let end = origin + Double(index + 1) * scale
            let first = min(limit - 1, Int(start))
            let last = min(limit - 1, Int((end - 1e-9).rounded(.up)) - 1)
            spans.append(Span(first: first, count: max(last - first + 1, 1), offset: weights.count))
            for position in first...max(first, last) {
                let covered = min(end, Double(position + 1)) - max(start, Double(position))
                weights.append(Float(covered / scale))
            }
        }
    }
}
