extension Frame {
    /// The frame a snapshot text describes (see `snapshotText`): its rows, the styles of its runs and
    /// its pictures' pixels, so that a reference can be drawn again as it looked, in colour.
    ///
    /// A snapshot written before pixels were kept draws its pictures' cells as they read, in no colour.
    /// - Throws: `TextLineError` naming the first line that is not of the format.
    public init(snapshotText: String) throws(TextLineError) {
        let lines = snapshotText.split(separator: "\n", omittingEmptySubsequences: false)
        var rows: [Substring] = []
        var index = 0
        while index < lines.count, !Self.startsSection(lines[index]), !lines[index].isEmpty {
            guard lines[index].hasSuffix("│") else {
                throw TextLineError(line: index + 1, message: "a row must end with │")
            }
            rows.append(lines[index].dropLast())
            index += 1
        }
        let width = rows.first.map { $0.reduce(0) { $0 + DisplayWidth.of($1) } } ?? 0
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            canvas.draw(String(row), at: Point(x: 0, y: y))
        }
        var section: FrameSnapshotSection?
        var picture: (origin: Point, width: Int, rgb: [UInt8])?
        func drawPicture() {
            guard let found = picture, found.width > 0 else { return }
            canvas.drawPicture(
                width: found.width, height: found.rgb.count / (found.width * 3), rgb: found.rgb,
                at: found.origin)
            picture = nil
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.isEmpty { continue }
            if let next = FrameSnapshotSection.allCases.first(where: { line == $0.header }) {
                section = next
                continue
            }
            switch section {
            case .styles:
                let run = try Self.styledRun(line, lineNumber: index)
                canvas.draw(run.text, at: run.origin, style: run.style)
            case .pictures:
                continue
            case .pixels where line.hasPrefix("    "):
                guard var found = picture, let rgb = Self.bytes(fromHex: line.dropFirst(4)),
                    rgb.count == found.width * 3
                else {
                    throw TextLineError(
                        line: index, message: "a pixel row must be rrggbb for each pixel")
                }
                found.rgb += rgb
                picture = found
            case .pixels:
                drawPicture()
                let place = try Self.place(line.dropFirst(2), lineNumber: index)
                picture = (place.origin, place.columns.count, [])
            case nil:
                throw TextLineError(line: index, message: "expected a section header after the rows")
            }
        }
        drawPicture()
        self = canvas.frame()
    }

    private static func startsSection(_ line: Substring) -> Bool {
        FrameSnapshotSection.allCases.contains { line == $0.header }
    }

    /// `  <row>:<start>-<end> <style name> "<text>"`.
    private static func styledRun(_ line: Substring, lineNumber: Int) throws(TextLineError)
        -> (origin: Point, style: Style, text: String)
    {
        let body = line.drop { $0 == " " }
        guard let space = body.firstIndex(of: " "), let quote = body.firstIndex(of: "\""),
            body.last == "\"", quote > space, body.index(before: body.endIndex) > quote
        else {
            throw TextLineError(
                line: lineNumber, message: "a style line must be row:start-end style \"text\"")
        }
        let place = try self.place(body[..<space], lineNumber: lineNumber)
        let name = body[body.index(after: space)..<quote].trimmingSuffix(" ")
        guard let style = Style(name: name) else {
            throw TextLineError(line: lineNumber, message: "unknown style '\(name)'")
        }
        let text = body[body.index(after: quote)..<body.index(before: body.endIndex)]
        return (place.origin, style, String(text))
    }

    /// `<row>:<start>-<end>`.
    private static func place(_ text: Substring, lineNumber: Int) throws(TextLineError)
        -> (origin: Point, columns: Range<Int>)
    {
        let numbers = text.split(whereSeparator: { $0 == ":" || $0 == "-" }).map { Int($0) }
        guard numbers.count == 3, let row = numbers[0], let start = numbers[1], let end = numbers[2],
            start <= end
        else {
            throw TextLineError(line: lineNumber, message: "expected row:start-end, got '\(text)'")
        }
        return (Point(x: start, y: row), start..<end)
    }

    private static func bytes(fromHex text: Substring) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let high = hexValue(digits[pair]), let low = hexValue(digits[pair + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

extension Substring {
    fileprivate func trimmingSuffix(_ character: Character) -> Substring {
        var text = self
        while text.last == character { text = text.dropLast() }
        return text
    }
}
