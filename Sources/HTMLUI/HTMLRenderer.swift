/// Writes nodes as HTML, deterministically and readably for snapshots: an element whose children are
/// all text stays on one line, any other element puts each child on its own line, indented two spaces.
/// (Those line breaks are whitespace between elements, as in hand-written HTML; lay out with CSS.)
/// Text and attribute values are always escaped, so no string from a server can become markup.
public enum HTMLRenderer {
    /// `<!DOCTYPE html>` and the root, ending with a newline.
    public static func document(_ root: HTMLNode) -> String {
        "<!DOCTYPE html>\n" + render(root)
    }

    /// The node as HTML, ending with a newline.
    public static func render(_ node: HTMLNode) -> String {
        var output = ""
        write(node, indent: 0, into: &output)
        return output
    }

    /// The node on one line, without indentation, for patches (smaller on the wire).
    public static func compact(_ node: HTMLNode) -> String {
        switch node {
        case .text(let text):
            return escapeText(text)
        case .element(let tag, let attributes, let children):
            if tag.isVoid { return openTag(tag, attributes) }
            return openTag(tag, attributes) + leadingNewline(tag, children) + children.map(compact).joined()
                + "</\(tag.name)>"
        }
    }

    /// The element on one line with `innerHTML` as its children (HTML already rendered, as a list's
    /// rows are); its own children are left out. Text is rendered escaped, as `compact` does.
    public static func compact(_ node: HTMLNode, innerHTML: String) -> String {
        guard case .element(let tag, let attributes, _) = node, !tag.isVoid else { return compact(node) }
        return openTag(tag, attributes) + innerHTML + "</\(tag.name)>"
    }

    private static func write(_ node: HTMLNode, indent: Int, into output: inout String) {
        let padding = String(repeating: " ", count: indent)
        switch node {
        case .text(let text):
            output += padding + escapeText(text) + "\n"
        case .element(let tag, let attributes, let children):
            if tag.isVoid {
                output += padding + openTag(tag, attributes) + "\n"
            } else if children.allSatisfy({ if case .text = $0 { true } else { false } }) {
                output += padding + compact(node) + "\n"
            } else {
                output += padding + openTag(tag, attributes) + "\n"
                for child in children { write(child, indent: indent + 2, into: &output) }
                output += padding + "</\(tag.name)>\n"
            }
        }
    }

    private static func openTag(_ tag: Tag, _ attributes: [Attribute]) -> String {
        var text = "<" + tag.name
        for attribute in attributes {
            text += " " + attribute.name
            if let value = attribute.value { text += "=\"" + escapeAttribute(value) + "\"" }
        }
        return text + ">"
    }

    /// A textarea drops one newline right after its start tag; a value starting with one keeps it.
    private static func leadingNewline(_ tag: Tag, _ children: [HTMLNode]) -> String {
        guard tag == .textarea, case .text(let text) = children.first, text.hasPrefix("\n") else { return "" }
        return "\n"
    }

    /// `&`, `<`, `>` as entities; NUL as U+FFFD.
    public static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// `&`, `<`, `>`, `"`, `'` as entities; NUL as U+FFFD.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where quotes: output += "&quot;"
            case "'" where quotes: output += "&#39;"
            case "\0": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
