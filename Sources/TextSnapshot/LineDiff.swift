/// A line diff for failure messages and reviews: the changed lines with a line of context around them.
public enum LineDiff {
    /// Lines prefixed `−` (only in the reference), `+` (only in the actual text) or two spaces (both).
    public static func render(expected: String, actual: String, context: Int = 1) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lines = diff(old, new)
        let changed = lines.indices.filter { lines[$0].marker != " " }
        var shown = Set<Int>()
        for index in changed {
            shown.formUnion(max(0, index - context)...min(lines.count - 1, index + context))
        }
        var output: [String] = []
        var previous = -1
        for index in shown.sorted() {
            if previous >= 0, index > previous + 1 { output.append("  …") }
            output.append("\(lines[index].marker) \(lines[index].text)")
            previous = index
        }
        return output.joined(separator: "\n")
    }

    private struct Line {
        let marker: Character
        let text: String
    }

    /// A longest-common-subsequence diff; snapshots are small, so O(n·m) is fine.
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(Line(marker: " ", text: old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                lines.append(Line(marker: "−", text: old[i]))
                i += 1
            } else {
                lines.append(Line(marker: "+", text: new[j]))
                j += 1
            }
        }
        return lines
    }
}
