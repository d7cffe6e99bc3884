/// The sections of a frame's snapshot text after its rows (see `Frame.snapshotText`), in the order
/// they come.
public enum FrameSnapshotSection: String, CaseIterable, Sendable {
    /// One line per run of cells sharing one non-plain style.
    case styles
    /// One readable line per picture: where it is, its size and a digest of its pixels.
    case pictures
    /// Each picture's pixels, so that the snapshot can be drawn again (see `Frame(snapshotText:)`).
    case pixels

    /// The line that starts the section.
    public var header: String { "\(rawValue):" }

    /// The part of a snapshot text a person compares: everything before the pixels, which the
    /// `pictures:` digests stand for.
    public static func readablePart(of snapshotText: String) -> Substring {
        var lineStart = snapshotText.startIndex
        while lineStart < snapshotText.endIndex {
            let lineEnd = snapshotText[lineStart...].firstIndex(of: "\n") ?? snapshotText.endIndex
            if snapshotText[lineStart..<lineEnd] == pixels.header { return snapshotText[..<lineStart] }
            lineStart = lineEnd < snapshotText.endIndex ? snapshotText.index(after: lineEnd) : lineEnd
        }
        return snapshotText[...]
    }
}
