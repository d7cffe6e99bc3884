/// Nodes as text in the grammar of Playwright's ARIA snapshots, one element a line, what an element
/// holds indented under it:
///
/// ```
/// - heading "Register" [level=1]
/// - textbox "Product name": Hand-made mug
/// - text: Enter a price.
/// - button "Submit" [disabled]
/// ```
extension AccessibilityNode {
    /// This node and what it holds, as Playwright's ARIA snapshot grammar writes them.
    public var ariaSnapshot: String {
        [self].ariaSnapshot
    }

    fileprivate func lines(indent: String) -> [String] {
        var line = indent + "- " + role.rawValue
        if let name, role != .text { line += " " + Self.quoted(name) }
        for state in states { line += " [" + state.ariaText + "]" }
        if children.isEmpty {
            if let value { line += ": " + Self.plain(value) }
            return [line]
        }
        let inner =
            (value.map { [indent + "  - text: " + Self.plain($0)] } ?? [])
            + children.flatMap { $0.lines(indent: indent + "  ") }
        return [line + ":"] + inner
    }

    /// `text` in double quotes, with a quote, a backslash and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as YAML reads it plain, or quoted where it would be read as something else (empty, with
    /// spaces at an end, starting with a YAML indicator, or holding `: ` or ` #`).
    static func plain(_ text: String) -> String {
        let indicators: Set<Character> = [
            "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
        ]
        let needsQuotes =
            text.isEmpty || text.first.map(indicators.contains) == true || text.first == " "
            || text.last == " " || text.contains(": ") || text.contains(" #") || text.hasSuffix(":")
            || text.contains(where: \.isNewline)
        return needsQuotes ? quoted(text) : text
    }
}

extension AccessibilityState {
    /// The state as the grammar writes it between brackets.
    var ariaText: String {
        switch self {
        case .checked: "checked"
        case .disabled: "disabled"
        case .expanded: "expanded"
        case .level(let level): "level=\(level)"
        case .pressed: "pressed"
        case .selected: "selected"
        }
    }
}

extension Array where Element == AccessibilityNode {
    /// The nodes in reading order, each with what it holds, as Playwright's ARIA snapshot grammar
    /// writes them; a newline ends each line.
    public var ariaSnapshot: String {
        flatMap { $0.lines(indent: "") }.map { $0 + "\n" }.joined()
    }
}
