/// How a terminal shows the pictures of a frame.
public enum PictureProtocol: Sendable, Hashable {
    /// Half blocks, two pixels a cell, in the cells' colours: any terminal with colours.
    case blocks
    /// No pictures: their cells stay blank.
    case none
    /// Sixel graphics, each picture scaled to its cells at `cellWidth` × `cellHeight` pixels a cell.
    case sixel(cellWidth: Int, cellHeight: Int)
    /// The kitty graphics protocol, each picture scaled by the terminal to its cells.
    case kitty

    /// Whether pictures are drawn as real pixels, so worth decoding at more than two pixels a cell.
    public var drawsPixels: Bool {
        switch self {
        case .blocks, .none: false
        case .sixel, .kitty: true
        }
    }
}
