/// A picture decoded at a reduced size, with the whole picture it stands for: where a part of the
/// whole falls in its pixels.
struct ReducedPicture {
    var image: Image
    /// How many pixels of the whole picture a side of one of `image`'s covers: 1, 2, 4 or 8 (the last
    /// pixel of a row or column may cover fewer, where the picture ends).
    var reduction: Int
    /// The whole picture's size, upright.
    var fullWidth: Int
    var fullHeight: Int

    /// The whole picture's centred square (as `Image.centredSquare` places it), area-averaged from the
    /// reduced pixels to `side` × `side`.
    func centredSquare(side: Int) -> Image {
        let square = min(fullWidth, fullHeight)
        let scale = Double(reduction)
        return image.resized(
            width: side, height: side,
            from: (
                Double((fullWidth - square) / 2) / scale, Double((fullHeight - square) / 2) / scale,
                Double(square) / scale, Double(square) / scale
            ))
    }
}
