// Rect is Images' (a rectangle of pixels there, of cells here): one type, which TextUI's users name
// without importing Images.
@_exported import struct Images.Rect

extension Rect {
    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }

    /// True when `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        !isEmpty && point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}
