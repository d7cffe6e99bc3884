/// Fits text into a number of columns without ever splitting a grapheme cluster.
///
/// Widths are `DisplayWidth` columns; a width of 0 or less fits nothing.
public enum TextWrapping {
    /// Marks where text was cut; one column wide.
    public static let ellipsis = Character(ellipsisScalar)

    /// The scalar of `ellipsis`.
    static let ellipsisScalar: Unicode.Scalar = "…"

    /// Returns `text` unchanged when it fits in `width` columns; otherwise as many whole clusters as fit
    /// in `width - 1` columns followed by `…`. The result is never wider than `width`.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let truncated = truncate(standaloneScalars: text, toWidth: width) { return truncated }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            guard used + characterWidth < width else { break }
            result.append(character)
            used += characterWidth
        }
        result.append(ellipsis)
        return result
    }

    /// `truncate(_:toWidth:)` in one pass over the scalars when every scalar of `text` is a cluster of
    /// its own (see `StandaloneScalars`); `nil` when not.
    private static func truncate(standaloneScalars text: String, toWidth width: Int) -> String? {
        var cut = TruncationCut(width: width)
        guard StandaloneScalars.forEach(in: text, { cut.add($0, at: $1) }) else { return nil }
        guard let end = cut.offset else { return text }
        return String(text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)]) + String(ellipsis)
    }

    /// Styled runs truncated as one text, like `truncate(_:toWidth:)`: whole clusters, each in its run's
    /// style, while they fit in `width - 1` columns, then `…` in the style of the run it cut. A run
    /// that is cut off is never shown in part without the mark.
    public static func truncate(_ spans: [Span], toWidth width: Int) -> [Span] {
        guard width > 0 else { return [] }
        guard spans.reduce(0, { $0 + DisplayWidth.of($1.text) }) > width else { return spans }
        var result: [Span] = []
        var used = 0
        for span in spans {
            var kept = ""
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                guard used + characterWidth < width else {
                    kept.append(ellipsis)
                    result.append(Span(kept, style: span.style))
                    return result
                }
                kept.append(character)
                used += characterWidth
            }
            result.append(Span(kept, style: span.style))
        }
        return result
    }

    /// Splits `text` into lines at most `width` columns wide.
    ///
    /// Line breaks in the text (`\n`, `\r\n`, …) start a new line. Words separated by spaces wrap at the
    /// spaces; a word longer than a line starts a new line and is broken between clusters, and wide
    /// (Korean, CJK) characters may be broken between any two of them. Spaces at a wrap are dropped, so
    /// continuation lines never start with a space; spaces before the first word of a paragraph are kept.
    /// A cluster wider than the whole line is shown as `…`.
    ///
    /// With `maxLines`, the first `maxLines` of those lines, reading the text only as far as they need:
    /// a screen that shows a few lines of a long text pays for those lines, not for the whole text.
    public static func wrap(_ text: String, width: Int, maxLines: Int = .max) -> [String] {
        guard width > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var paragraph = LineFiller(width: width)
        for character in text {
            if character.isNewline {
                lines += paragraph.finish()
                paragraph = LineFiller(width: width)
            } else {
                paragraph.add(character)
            }
            // A finished line never changes, so once there are enough the rest is not read.
            if lines.count + paragraph.finishedLines >= maxLines { break }
        }
        lines += paragraph.finish()
        return lines.count > maxLines ? Array(lines.prefix(maxLines)) : lines
    }
}

/// Fills the lines of one paragraph greedily, cluster by cluster, for `TextWrapping.wrap`.
///
/// Words are runs of narrow clusters between spaces; each wide cluster is a word of its own, so wide text
/// can break between any two clusters.
private struct LineFiller {
    /// The most columns a line may take.
    let width: Int
    /// The finished lines.
    private var lines: [String] = []
    /// The line being filled.
    private var line = ""
    /// The columns `line` takes.
    private var lineWidth = 0
    /// Spaces seen since the last word, written only in front of a word on the same line, so spaces at
    /// a wrap and at the end of the paragraph are dropped.
    private var pendingSpaces = 0
    /// The word being read.
    private var word = ""

    /// Makes a filler for lines `width` columns wide.
    init(width: Int) {
        self.width = width
    }

    /// Reads the next cluster of the paragraph.
    mutating func add(_ character: Character) {
        if character == " " {
            placeWord()
            pendingSpaces += 1
        } else if DisplayWidth.of(character) > 1 {
            placeWord()
            word = String(character)
            placeWord()
        } else {
            word.append(character)
        }
    }

    /// How many lines are finished: filled, and never changed again.
    var finishedLines: Int { lines.count }

    /// The paragraph's lines (an empty paragraph gives one empty line).
    mutating func finish() -> [String] {
        placeWord()
        lines.append(line)
        return lines
    }

    /// Places the word read so far: after the pending spaces if it fits there, else at the start of a new
    /// line, broken between clusters over as many lines as it needs when it is longer than a line.
    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        defer { word = "" }
        let wordWidth = DisplayWidth.of(word)
        if lineWidth + pendingSpaces + wordWidth <= width {
            append(String(repeating: " ", count: pendingSpaces) + word, width: pendingSpaces + wordWidth)
            return
        }
        if !line.isEmpty {
            startNewLine()
        }
        pendingSpaces = 0
        guard wordWidth > width else {
            append(word, width: wordWidth)
            return
        }
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            let (piece, pieceWidth) =
                characterWidth > width ? (TextWrapping.ellipsis, 1) : (character, characterWidth)
            if lineWidth + pieceWidth > width {
                startNewLine()
            }
            append(String(piece), width: pieceWidth)
        }
    }

    /// Adds text of known width to the current line.
    private mutating func append(_ text: String, width textWidth: Int) {
        line += text
        lineWidth += textWidth
        pendingSpaces = 0
    }

    /// Ends the current line.
    private mutating func startNewLine() {
        lines.append(line)
        line = ""
        lineWidth = 0
        pendingSpaces = 0
    }
}

/// Where `TextWrapping.truncate` cuts text whose every scalar is a cluster of its own (see
/// `StandaloneScalars`), found from its scalars given in order with their UTF-8 offsets.
struct TruncationCut {
    /// The columns the text must fit in; more than 0.
    let width: Int
    /// The columns of the scalars given so far.
    private var used = 0
    /// The UTF-8 offset of the first scalar that would reach `width - 1` columns: where to cut.
    private var end: Int?

    /// Starts a search for the cut of text `width` columns wide at most.
    init(width: Int) {
        self.width = width
    }

    /// Takes the next scalar, which starts at UTF-8 offset `offset`.
    mutating func add(_ scalar: Unicode.Scalar, at offset: Int) {
        let scalarWidth = DisplayWidth.width(standingAlone: scalar)
        if end == nil, used + scalarWidth >= width { end = offset }
        used += scalarWidth
    }

    /// The UTF-8 offset where the text is cut, to be followed by `…`; `nil` when it fits whole.
    var offset: Int? {
        used > width ? end : nil
    }
}
