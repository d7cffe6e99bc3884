/// A grid of cells to draw a screen into; `frame()` takes a finished, immutable picture of it.
///
/// Everything drawn is sanitised first (see `Sanitizer`), so no text reaches a terminal raw. Drawing is
/// clipped to the canvas and never traps, whatever the coordinates. A wide character fills two cells;
/// drawing over either half of one turns its other half into a space that keeps the old style.
public struct Canvas: Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// The cells, row by row.
    private(set) var cells: CellGrid
    /// The pictures placed with `placePicture(_:in:)`, in the order they were placed.
    var placements: [PicturePlacement] = []
    /// The cells of each picture drawn (`drawPicture`, or with a frame drawn here), in drawing order:
    /// the snapshot lists each apart, however they touch.
    var pictureAreas: [Rect] = []

    /// Makes a blank canvas; negative sizes count as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = CellGrid(count: self.width * self.height)
    }

    /// The whole canvas as a rectangle at (0, 0).
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Draws text (sanitised) starting at a point, clipped to `maxWidth` columns (default: to the right edge)
    /// and to the canvas; returns the number of columns drawn. A wide character that does not fit is
    /// replaced by a space, never half-drawn. Zero-width clusters standing alone are skipped.
    @discardableResult
    public mutating func draw(
        _ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard (0..<height).contains(point.y) else { return 0 }
        return drawText(
            Sanitizer.sanitizeNoting(text), x: point.x, y: point.y, style: PackedStyle(style),
            limit: rightLimit(from: point.x, maxWidth: maxWidth)
        ).drawn
    }

    /// Draws text (sanitised) fitted to `width` columns as `TextWrapping.truncate(_:toWidth:)` fits it
    /// (whole when it fits, else as many clusters as fit in `width - 1` columns and `…`) from a point,
    /// clipped to the canvas; returns the number of columns drawn. Draws what
    /// `draw(TextWrapping.truncate(Sanitizer.sanitize(text), toWidth: width), at: point, style: style,
    /// maxWidth: width)` draws, without making the shortened text.
    @discardableResult
    public mutating func draw(_ text: String, at point: Point, style: Style = .plain, truncatingTo width: Int)
        -> Int
    {
        guard width > 0, (0..<height).contains(point.y) else { return 0 }
        let (packed, limit) = (PackedStyle(style), rightLimit(from: point.x, maxWidth: width))
        // Text made of standalone scalars is safe as it is (see `Sanitizer.sanitizeNoting`): one pass
        // over it finds that and where to cut.
        var cut = TruncationCut(width: width)
        guard StandaloneScalars.forEach(in: text, { cut.add($0, at: $1) }) else {
            let shortened = TextWrapping.truncate(Sanitizer.sanitize(text), toWidth: width)
            return drawText(
                Sanitizer.sanitizeNoting(shortened), x: point.x, y: point.y, style: packed, limit: limit
            )
            .drawn
        }
        var shown = text
        let kept = shown.withUTF8 { utf8 in
            drawStandalone(
                UnsafeBufferPointer(rebasing: utf8[..<(cut.offset ?? utf8.count)]), x: point.x, y: point.y,
                style: packed, limit: limit)
        }
        guard cut.offset != nil else { return kept.drawn }
        return kept.drawn
            + cells.withRow(point.y, width: self.width) { row in
                row.place(
                    TextWrapping.ellipsisScalar.value, width: 1, style: packed, x: kept.end, limit: limit)
            }
    }

    /// Draws spans one after another from a point, like `draw(_:at:style:maxWidth:)` with `maxWidth`
    /// limiting all of them together; returns the number of columns drawn.
    @discardableResult
    public mutating func draw(_ spans: [Span], at point: Point, maxWidth: Int? = nil) -> Int {
        guard (0..<height).contains(point.y) else { return 0 }
        let limit = rightLimit(from: point.x, maxWidth: maxWidth)
        var x = point.x
        var drawn = 0
        for span in spans {
            let result = drawText(
                Sanitizer.sanitizeNoting(span.text), x: x, y: point.y, style: PackedStyle(span.style),
                limit: limit)
            x = result.end
            drawn += result.drawn
        }
        return drawn
    }

    /// Draws spans on the first row of `rect`, clipped to its width; nothing when it holds no cells.
    public mutating func draw(_ spans: [Span], in rect: Rect) {
        guard !rect.isEmpty else { return }
        draw(spans, at: rect.origin, maxWidth: rect.width)
    }

    /// Draws `lines` one a row from the top of `rect`, each clipped to its width, as many as it has rows.
    public mutating func draw(lines: [String], in rect: Rect, style: Style = .plain) {
        for (line, row) in zip(lines, rect.eachRow) {
            draw(line, at: row.origin, style: style, maxWidth: row.width)
        }
    }

    /// Fills every cell of `rect` (clipped to the canvas) with `character` (sanitised) in `style`.
    /// A wide character that does not fit at the right edge of the rectangle leaves a space.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let (code, fillerWidth) = fillerCode(for: character)
        fill(rect, code: code, width: fillerWidth, style: PackedStyle(style))
    }

    /// `fill(_:with:style:)` with the filler's code and width worked out.
    private mutating func fill(_ rect: Rect, code: UInt32, width fillerWidth: Int, style: PackedStyle) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            cells.withRow(y, width: width) { row in
                guard fillerWidth > 1 else { return row.fill(area.x..<area.maxX, code: code, style: style) }
                // `drawText` over the filler repeated, measured once rather than once per cell.
                var x = area.x
                while x < area.maxX {
                    _ = row.place(code, width: fillerWidth, style: style, x: x, limit: area.maxX)
                    x += fillerWidth
                }
            }
        }
    }

    /// The code and width of what `fill` fills with: `character` sanitised, or a space if that takes
    /// no column.
    private mutating func fillerCode(for character: Character) -> (code: UInt32, width: Int) {
        let scalars = character.unicodeScalars
        if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            StandaloneScalars.contains(scalar)
        {
            return (scalar.value, DisplayWidth.width(standingAlone: scalar))
        }
        let sanitized = Sanitizer.sanitize(String(character)).first ?? " "
        let sanitizedWidth = DisplayWidth.of(sanitized)
        return sanitizedWidth > 0 ? (cells.code(for: sanitized), sanitizedWidth) : (0x20, 1)
    }

    /// Draws a single-line box (`┌─┐│└┘`) along the edges of `rect`, with an optional title on the top
    /// edge (` Title `, truncated to fit between the corners). Rectangles under 2×2 draw nothing.
    public mutating func box(_ rect: Rect, style: Style = .plain, title: String? = nil) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1
        let bottom = rect.maxY - 1
        let innerWidth = rect.width - 2
        let innerHeight = rect.height - 2
        // Box-drawing characters are safe and take one column, as `fill` would find.
        let packed = PackedStyle(style)
        func line(_ scalar: Unicode.Scalar, _ rect: Rect) {
            fill(rect, code: scalar.value, width: 1, style: packed)
        }
        line("─", Rect(x: rect.x + 1, y: rect.y, width: innerWidth, height: 1))
        line("─", Rect(x: rect.x + 1, y: bottom, width: innerWidth, height: 1))
        line("│", Rect(x: rect.x, y: rect.y + 1, width: 1, height: innerHeight))
        line("│", Rect(x: right, y: rect.y + 1, width: 1, height: innerHeight))
        line("┌", Rect(x: rect.x, y: rect.y, width: 1, height: 1))
        line("┐", Rect(x: right, y: rect.y, width: 1, height: 1))
        line("└", Rect(x: rect.x, y: bottom, width: 1, height: 1))
        line("┘", Rect(x: right, y: bottom, width: 1, height: 1))
        if let title {
            let label = TextWrapping.truncate(" \(Sanitizer.sanitize(title)) ", toWidth: innerWidth)
            draw(label, at: Point(x: rect.x + 1, y: rect.y), style: style, maxWidth: innerWidth)
        }
    }

    /// The picture drawn so far, with the pictures placed on it that are still whole (see
    /// `Frame.pictures`).
    public func frame() -> Frame {
        Frame(
            width: width, height: height, cells: cells, pictures: wholePlacements,
            pictureAreas: wholePictureAreas)
    }

    /// The column just past the last one text drawn from `x` may use: the right edge, or `maxWidth`
    /// columns from `x` when that comes first (never past the canvas, even for huge values).
    private func rightLimit(from x: Int, maxWidth: Int?) -> Int {
        guard let maxWidth else { return width }
        let (end, overflow) = x.addingReportingOverflow(max(0, maxWidth))
        return overflow ? width : min(end, width)
    }

    /// Draws sanitised text left to right from column `start` on row `y`, stopping before column
    /// `limit`; returns the column after the last character and the number of cells written. Text whose
    /// every scalar is a cluster of its own (`isStandalone`) is drawn a scalar at a time, without
    /// finding clusters.
    private mutating func drawText(
        _ sanitized: (text: String, isStandalone: Bool), x start: Int, y: Int, style: PackedStyle, limit: Int
    ) -> (end: Int, drawn: Int) {
        var text = sanitized.text
        if sanitized.isStandalone {
            return text.withUTF8 { drawStandalone($0, x: start, y: y, style: style, limit: limit) }
        }
        var x = start
        var drawn = 0
        for character in text {
            guard x < limit else { break }
            let characterWidth = DisplayWidth.of(character)
            guard characterWidth > 0 else { continue }
            let code = cells.code(for: character)
            drawn += cells.withRow(y, width: width) { row in
                row.place(code, width: characterWidth, style: style, x: x, limit: limit)
            }
            x += characterWidth
        }
        return (x, drawn)
    }

    /// Writes the cells of row `y` (inside the canvas) through `body`: for drawing that places cells
    /// itself, as a picture's half blocks.
    mutating func withRow<Result>(_ y: Int, _ body: (inout CellRow) -> Result) -> Result {
        cells.withRow(y, width: width, body)
    }

    /// `drawText` for the UTF-8 bytes of text whose every scalar is a cluster of its own.
    private mutating func drawStandalone(
        _ utf8: UnsafeBufferPointer<UInt8>, x start: Int, y: Int, style: PackedStyle, limit: Int
    ) -> (end: Int, drawn: Int) {
        var x = start
        var drawn = 0
        cells.withRow(y, width: width) { row in
            var index = 0
            while index < utf8.count, x < limit {
                guard let scalar = Unicode.Scalar(StandaloneScalars.decode(utf8, at: &index)) else { break }
                let scalarWidth = DisplayWidth.width(standingAlone: scalar)
                drawn += row.place(scalar.value, width: scalarWidth, style: style, x: x, limit: limit)
                x += scalarWidth
            }
        }
        return (x, drawn)
    }
}
