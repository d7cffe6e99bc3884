extension CellGrid.Entry {
    /// Whether the cell is part of a picture drawn by `Canvas.drawPicture`.
    var isPictureCell: Bool {
        style.foregroundRGB != nil && !isContinuation && code == Canvas.halfBlock.value
    }
}

extension Frame {
    /// The pictures of the frame as snapshot lines: a `pictures:` line, then one line per picture (its
    /// rectangle of cells, in reading order of its top left corner)
    /// `  <row>:<startColumn>-<endColumnExclusive> picture <width>x<height> #<digest>`, its size in
    /// pixels and an FNV-1a digest of its colours, so a changed picture changes the line. Each picture
    /// drawn is listed apart, however it touches another; picture cells whose picture is not known
    /// whole (drawn over in part) are listed by rectangles of like rows.
    ///
    /// Then the pixels themselves, so that a reviewer can see the picture a snapshot holds: a `pixels:`
    /// line, and for each picture its `  <row>:<startColumn>-<endColumnExclusive>` and one line per
    /// pixel row, indented four spaces, of `rrggbb` for each pixel. Empty when the frame has no picture.
    var pictureSnapshotLines: String {
        let blocks = (pictureAreas + unplacedPictureBlocks).map(PictureBlock.init(area:))
            .sorted { ($0.area.y, $0.area.x) < ($1.area.y, $1.area.x) }
        guard !blocks.isEmpty else { return "" }
        var text = "pictures:\n"
        for block in blocks {
            let digest = String(digest(of: block.area), radix: 16)
            let padded = String(repeating: "0", count: 8 - digest.count) + digest
            text += "  \(block.place) picture \(block.area.width)x\(pixelHeight(of: block.area)) #\(padded)\n"
        }
        text += "\(FrameSnapshotSection.pixels.header)\n"
        for block in blocks {
            text += "  \(block.place)\n"
            for pixelRow in 0..<pixelHeight(of: block.area) {
                text += "    "
                for x in block.area.x..<block.area.maxX {
                    let style = cells[(block.area.y + pixelRow / 2) * width + x].style
                    let color = pixelRow.isMultiple(of: 2) ? style.foregroundRGB : style.backgroundRGB
                    text += color.map { String($0.hex.dropFirst()) } ?? "000000"
                }
                text += "\n"
            }
        }
        return text
    }

    /// A picture's rectangle of cells, as its snapshot lines name it.
    private struct PictureBlock {
        let area: Rect

        /// `<row>:<startColumn>-<endColumnExclusive>`.
        var place: String { "\(area.y):\(area.x)-\(area.maxX)" }
    }

    /// The picture cells outside every known picture area, as rectangles: a run of picture cells in a
    /// row, continued by the same run in the rows below until a row without it (or after a row whose
    /// lower halves are empty, a picture's last).
    private var unplacedPictureBlocks: [Rect] {
        var placed = Set<Int>()
        for area in pictureAreas {
            for y in area.y..<area.maxY { placed.formUnion((area.x..<area.maxX).map { y * width + $0 }) }
        }
        func isLoose(_ index: Int) -> Bool { !placed.contains(index) && cells[index].isPictureCell }
        var open: [Range<Int>: Rect] = [:]
        var finished: [Rect] = []
        for y in 0...height {
            var runs: [Range<Int>] = []
            var x = 0
            while y < height, x < width {
                guard isLoose(y * width + x) else {
                    x += 1
                    continue
                }
                var end = x + 1
                while end < width, isLoose(y * width + end) { end += 1 }
                runs.append(x..<end)
                x = end
            }
            for (columns, block) in open where !runs.contains(columns) || lowerHalvesMissing(in: block) {
                finished.append(block)
                open[columns] = nil
            }
            for columns in runs {
                let top = open[columns]?.y ?? y
                open[columns] = Rect(x: columns.lowerBound, y: top, width: columns.count, height: y - top + 1)
            }
        }
        return finished
    }

    /// Whether the last row of `area` leaves some lower half empty: a picture of an odd height ends there.
    private func lowerHalvesMissing(in area: Rect) -> Bool {
        (area.x..<area.maxX).contains { cells[(area.maxY - 1) * width + $0].style.backgroundRGB == nil }
    }

    /// The picture's height in pixels: two a row, one in a last row whose lower halves are empty.
    private func pixelHeight(of area: Rect) -> Int {
        area.height * 2 - (lowerHalvesMissing(in: area) ? 1 : 0)
    }

    /// An FNV-1a digest of the colours of the picture cells of `area`, row by row.
    private func digest(of area: Rect) -> UInt32 {
        var digest: UInt32 = 2_166_136_261
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let style = cells[y * width + x].style
                for byte in Self.digestBytes(style.foregroundRGB) + Self.digestBytes(style.backgroundRGB) {
                    digest = (digest ^ UInt32(byte)) &* 16_777_619
                }
            }
        }
        return digest
    }

    /// A colour's bytes for the digest; a missing colour counts as one byte apart from every colour.
    private static func digestBytes(_ color: RGBColor?) -> [UInt16] {
        guard let color else { return [256] }
        return [UInt16(color.red), UInt16(color.green), UInt16(color.blue)]
    }
}
