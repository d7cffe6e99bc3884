extension CellGrid.Entry {
    /// Whether the cell is part of a picture drawn by `Canvas.drawPicture`.
    var isPictureCell: Bool {
        style.foregroundRGB != nil && !isContinuation && code == Canvas.halfBlock.value
    }
}

extension Frame {
    /// The pictures of the frame as snapshot lines: a `pictures:` line, then one line per picture (a
    /// rectangle of picture cells, in reading order of its top left corner)
    /// `  <row>:<startColumn>-<endColumnExclusive> picture <width>x<height> #<digest>`, its size in
    /// pixels and an FNV-1a digest of its colours, so a changed picture changes the line.
    ///
    /// Then the pixels themselves, so that a reviewer can see the picture a snapshot holds: a `pixels:`
    /// line, and for each picture its `  <row>:<startColumn>-<endColumnExclusive>` and one line per
    /// pixel row, indented four spaces, of `rrggbb` for each pixel. Empty when the frame has no picture.
    var pictureSnapshotLines: String {
        var open: [Range<Int>: (top: Int, rows: Int, lowerMissing: Bool, digest: UInt32)] = [:]
        var finished: [(top: Int, columns: Range<Int>, rows: Int, lowerMissing: Bool, digest: UInt32)] = []
        for y in 0...height {
            var runs: [Range<Int>] = []
            if y < height {
                var x = 0
                while x < width {
                    guard cells[y * width + x].isPictureCell else {
                        x += 1
                        continue
                    }
                    var end = x + 1
                    while end < width, cells[y * width + end].isPictureCell { end += 1 }
                    runs.append(x..<end)
                    x = end
                }
            }
            for (columns, block) in open where !runs.contains(columns) || block.lowerMissing {
                finished.append((block.top, columns, block.rows, block.lowerMissing, block.digest))
                open[columns] = nil
            }
            for columns in runs {
                var block = open[columns] ?? (y, 0, false, 2_166_136_261)
                for x in columns {
                    let style = cells[y * width + x].style
                    for byte in Self.digestBytes(style.foregroundRGB) + Self.digestBytes(style.backgroundRGB)
                    {
                        block.digest = (block.digest ^ UInt32(byte)) &* 16_777_619
                    }
                    block.lowerMissing = block.lowerMissing || style.backgroundRGB == nil
                }
                block.rows += 1
                open[columns] = block
            }
        }
        guard !finished.isEmpty else { return "" }
        let blocks = finished.sorted { ($0.top, $0.columns.lowerBound) < ($1.top, $1.columns.lowerBound) }
        var text = "pictures:\n"
        for block in blocks {
            let pixelHeight = block.rows * 2 - (block.lowerMissing ? 1 : 0)
            let digest = String(block.digest, radix: 16)
            let padded = String(repeating: "0", count: 8 - digest.count) + digest
            text += "  \(block.top):\(block.columns.lowerBound)-\(block.columns.upperBound) picture "
            text += "\(block.columns.count)x\(pixelHeight) #\(padded)\n"
        }
        text += "\(FrameSnapshotSection.pixels.header)\n"
        for block in blocks {
            text += "  \(block.top):\(block.columns.lowerBound)-\(block.columns.upperBound)\n"
            let pixelHeight = block.rows * 2 - (block.lowerMissing ? 1 : 0)
            for pixelRow in 0..<pixelHeight {
                text += "    "
                for x in block.columns {
                    let style = cells[(block.top + pixelRow / 2) * width + x].style
                    let color = pixelRow.isMultiple(of: 2) ? style.foregroundRGB : style.backgroundRGB
                    text += color.map { String($0.hex.dropFirst()) } ?? "000000"
                }
                text += "\n"
            }
        }
        return text
    }

    /// A colour's bytes for the digest; a missing colour counts as one byte apart from every colour.
    private static func digestBytes(_ color: RGBColor?) -> [UInt16] {
        guard let color else { return [256] }
        return [UInt16(color.red), UInt16(color.green), UInt16(color.blue)]
    }
}
