extension Image {
    /// The largest square centred in the picture (a spare pixel goes to the right or bottom).
    public var centredSquare: Rect {
        let side = min(width, height)
        return Rect(x: (width - side) / 2, y: (height - side) / 2, width: side, height: side)
    }

    /// The pixels inside `rect`, which must lie within the picture.
    public func cropped(to rect: Rect) -> Image {
        precondition(
            rect.x >= 0 && rect.y >= 0 && rect.x + rect.width <= width && rect.y + rect.height <= height)
        var output = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
        for row in 0..<rect.height {
            let source = ((rect.y + row) * width + rect.x) * 4
            output.replaceSubrange(
                (row * rect.width * 4)..<((row + 1) * rect.width * 4),
                with: pixels[source..<(source + rect.width * 4)])
        }
        return Image(width: rect.width, height: rect.height, pixels: output)
    }
}
