import Foundation
import TextUI

extension Frame {
    /// The frame as plain text: no escape sequences, trailing spaces trimmed, for a transcript or a
    /// one-shot render whose output is not a terminal.
    public var plainText: String {
        lines.map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }.joined(
            separator: "\n")
    }

    /// Whether a row contains `text`, reading a no-break space (as in `KRW 1,000`) as the space a
    /// script can type.
    public func shows(_ text: String) -> Bool {
        let wanted = text.replacingOccurrences(of: "\u{00A0}", with: " ")
        return lines.contains { $0.replacingOccurrences(of: "\u{00A0}", with: " ").contains(wanted) }
    }
}
