import Images

/// Turns each frame into the bytes that show it on a terminal after the one before, its pictures
/// drawn as `pictures` says: half blocks (the frame's own cells), blank, or real pixels over the half
/// blocks of each of `Frame.pictures`.
///
/// Real pixels are not cells, so they are placed again only when the pictures change (they moved,
/// scrolled, a picture came or went, an overlay covered one) or the screen was redrawn: with sixel the
/// cells of each picture gone are written again, which wipes its pixels, and each new picture is drawn
/// (encoded once for a few screens); with kitty the old placements are deleted and the pictures placed
/// again, each image sent once and then placed by id.
public struct FrameWriter {
    /// How pictures are drawn.
    public let pictures: PictureProtocol
    /// How colours are written (see `Frame.ansi(colorDepth:)`).
    public let colorDepth: ColorDepth
    /// Sixel sequences already encoded, by placement (a few screens' worth).
    private var sixels: [PicturePlacement: String] = [:]
    /// The kitty ids of the images already sent.
    private var kittyIDs: [Picture: Int] = [:]

    /// The most sixel sequences kept, and kitty images kept on the terminal, before starting afresh.
    static let cacheLimit = 64

    /// A writer that has written nothing yet.
    public init(pictures: PictureProtocol, colorDepth: ColorDepth) {
        self.pictures = pictures
        self.colorDepth = colorDepth
    }

    /// The bytes that turn the screen showing `previous` (nil: whatever it shows) into `frame`.
    public mutating func update(from previous: Frame?, to frame: Frame) -> String {
        let isRedrawn = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
        let isPlacedAgain = isRedrawn || previous?.pictures != frame.pictures
        switch pictures {
        case .blocks:
            return frame.ansiUpdate(from: previous, colorDepth: colorDepth)
        case .none:
            return frame.withoutPictures.ansiUpdate(from: previous?.withoutPictures, colorDepth: colorDepth)
        case .sixel(let cellWidth, let cellHeight):
            var text = frame.ansiUpdate(from: previous, colorDepth: colorDepth)
            var shown = Set(isRedrawn ? [] : previous?.pictures ?? [])
            // A picture gone or moved: its cells written again over its pixels.
            let gone = shown.subtracting(frame.pictures)
            text += frame.ansi(rewriting: gone.map(\.area), colorDepth: colorDepth)
            shown.subtract(gone)
            if sixels.count > Self.cacheLimit { sixels = [:] }
            for placement in frame.pictures where !shown.contains(placement) {
                let area = placement.area
                let sixel =
                    sixels[placement]
                    ?? placement.image.scaled(
                        toWidth: area.width * cellWidth, height: area.height * cellHeight
                    )
                    .map { SixelEncoder.encode($0) } ?? ""
                sixels[placement] = sixel
                text += ANSI.moveCursor(row: area.y, column: area.x) + sixel
            }
            return text
        case .kitty:
            var text = frame.ansiUpdate(from: previous, colorDepth: colorDepth)
            guard isPlacedAgain else { return text }
            if kittyIDs.count + frame.pictures.count > Self.cacheLimit {
                kittyIDs = [:]
                text += KittyGraphics.deleteAll
            } else {
                text += KittyGraphics.deletePlacements
            }
            for placement in frame.pictures {
                let id: Int
                if let sent = kittyIDs[placement.image] {
                    id = sent
                } else {
                    id = kittyIDs.count + 1
                    kittyIDs[placement.image] = id
                    text += KittyGraphics.transmit(placement.image, id: id)
                }
                text += ANSI.moveCursor(row: placement.area.y, column: placement.area.x)
                text += KittyGraphics.place(
                    id: id, columns: placement.area.width, rows: placement.area.height)
            }
            return text
        }
    }

    /// The bytes that take every picture off the screen before the app leaves it: kitty's pictures
    /// live apart from the cells (sixel pixels go with the screen they were drawn on).
    public var finish: String {
        pictures == .kitty ? KittyGraphics.deleteAll : ""
    }
}

extension Frame {
    /// The bytes that write the cells of `areas` again as they are, a wide character cut by an area's
    /// edge written whole; `ESC[0m` at the end. Empty when there are no areas.
    func ansi(rewriting areas: [Rect], colorDepth: ColorDepth) -> String {
        guard !areas.isEmpty else { return "" }
        var writer = ANSIWriter()
        writer.colorDepth = colorDepth
        for area in areas {
            let area = area.intersection(Rect(x: 0, y: 0, width: width, height: height))
            for y in area.y..<area.maxY {
                var (start, end) = (area.x, area.maxX)
                while start > 0, self[start, y].isContinuation { start -= 1 }
                while end < width, self[end, y].isContinuation { end += 1 }
                writer.moveCursor(row: y, column: start)
                writer.write(cells, at: indices(inRow: y, columns: start..<end))
            }
        }
        return writer.finish()
    }

    /// The frame with every picture cell blank.
    var withoutPictures: Frame {
        Frame(width: width, height: height, cells: cells.blanking { $0.isPictureCell })
    }
}
