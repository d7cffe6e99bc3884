import AccessibilityText
import Foundation

/// Chromium's accessibility tree of the page shown, read through chromedriver (the DevTools command
/// `Accessibility.getFullAXTree`), as `AccessibilityText` nodes: what a screen reader gets from the
/// browser, to compare with what the view state says it should get. It is normalized as Playwright's
/// ARIA snapshots are: elements with no role of their own (a `div`, a paragraph, a form without a name)
/// give their contents to their parent; a label's words are its control's name, not words of their
/// own; the text that names an element (a button's title) is not repeated inside it; the words of
/// one paragraph are one text.
enum ChromiumAccessibility {
    /// The tree under the first element of `role` (the page's `main`).
    static func tree(under role: String, in browser: WebDriver) async throws -> [AccessibilityNode] {
        let answer = try await browser.devTools("Accessibility.getFullAXTree")
        let nodes = (answer as? [String: Any])?["nodes"] as? [[String: Any]] ?? []
        let byID = Dictionary(
            nodes.map { (($0["nodeId"] as? String) ?? "", $0) }, uniquingKeysWith: { a, _ in a })
        guard
            let root = nodes.first(where: {
                Self.string($0["role"]) == role && $0["ignored"] as? Bool != true
            })
        else { throw WebDriver.Failure(description: "the page has no element of role \(role)") }
        return children(of: root, byID)
    }

    private static func children(of node: [String: Any], _ byID: [String: [String: Any]])
        -> [AccessibilityNode]
    {
        let ids = node["childIds"] as? [String] ?? []
        return mergedText(ids.compactMap { byID[$0] }.flatMap { convert($0, byID) })
    }

    private static func convert(_ node: [String: Any], _ byID: [String: [String: Any]]) -> [AccessibilityNode]
    {
        let inner = children(of: node, byID)
        if node["ignored"] as? Bool == true { return inner }
        let roleName = string(node["role"]) ?? ""
        let name = (string(node["name"]) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        switch roleName {
        case "StaticText":
            return name.isEmpty ? [] : [.text(name)]
        case "InlineTextBox", "LineBreak", "LabelText":
            return []
        case "paragraph":
            return mergedText(inner, joined: true)
        default:
            break
        }
        guard let role = AccessibilityRole(rawValue: roleName == "image" ? "img" : roleName) else {
            return inner
        }
        if role == .img, name.isEmpty { return [] }
        if role == .list, inner.isEmpty { return [] }
        var element = AccessibilityNode(role, name.isEmpty ? nil : name, states: states(role, node))
        if role == .textbox || role == .searchbox {
            element.value = string(node["value"]) ?? ""
        } else {
            // Its words are one text, as a screen reader reads them; those that name the element are
            // not said again inside it.
            element.children = mergedText(inner, joined: true).filter { $0.role != .text || $0.value != name }
        }
        return [element]
    }

    /// Neighbouring words as one text: all of them (a paragraph), or those a space apart.
    private static func mergedText(_ nodes: [AccessibilityNode], joined: Bool = false) -> [AccessibilityNode]
    {
        var merged: [AccessibilityNode] = []
        for node in nodes {
            if joined, node.role == .text, let last = merged.last, last.role == .text {
                merged[merged.count - 1].value = collapsed((last.value ?? "") + " " + (node.value ?? ""))
            } else {
                merged.append(node)
            }
        }
        return merged
    }

    /// Runs of the spaces and line breaks HTML collapses as one space; a no-break space (between a
    /// currency and its amount) is a character of its own, as in the view state.
    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { " \n\t\r".contains($0) }).joined(separator: " ")
    }

    /// The element's states, in the order the grammar writes them; a level only for a heading (Chromium
    /// gives list items the depth of their list, which Playwright does not write).
    private static func states(_ role: AccessibilityRole, _ node: [String: Any]) -> [AccessibilityState] {
        var properties: [String: String] = [:]
        for property in node["properties"] as? [[String: Any]] ?? [] {
            if let name = property["name"] as? String { properties[name] = string(property["value"]) }
        }
        var states: [AccessibilityState] = []
        if properties["checked"] == "true" { states.append(.checked) }
        if properties["disabled"] == "true" { states.append(.disabled) }
        if properties["expanded"] == "true" { states.append(.expanded) }
        if role == .heading, let level = properties["level"].flatMap(Int.init) {
            states.append(.level(level))
        }
        if properties["pressed"] == "true" { states.append(.pressed) }
        if properties["selected"] == "true" { states.append(.selected) }
        return states
    }

    /// The `value` of a DevTools `AXValue` (`{"type": "role", "value": "button"}`), as text.
    /// A boolean (which JSON decoding gives as the number 1 or 0) is `true` or `false`.
    private static func string(_ axValue: Any?) -> String? {
        guard let object = axValue as? [String: Any], let value = object["value"] else { return nil }
        if (object["type"] as? String)?.hasPrefix("boolean") == true {
            return ["1", "true"].contains("\(value)") ? "true" : "false"
        }
        return value as? String ?? "\(value)"
    }
}
