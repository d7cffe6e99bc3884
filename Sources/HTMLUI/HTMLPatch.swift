import Foundation

/// One change to a page the browser shows, addressed by element id; the client script applies it.
/// `HTMLDiff` computes the structural ones; a session adds `push`, `title` and `reload` itself.
public enum HTMLPatch: Hashable, Sendable {
    /// Replace the element (its outer HTML) with `html`.
    case replace(id: String, html: String)
    /// Set the element's text, its only child.
    case text(id: String, text: String)
    /// Set and remove attributes of the element (a boolean attribute is set to "").
    case attributes(id: String, set: [Attribute], remove: [String])
    /// Add `html` after the element's last child.
    case append(id: String, html: String)
    /// Remove the element.
    case remove(id: String)
    /// Make `url` the address bar's (history.pushState) unless it already is.
    case push(url: String)
    /// Set the document's title.
    case title(String)
    /// Reload the page (when a diff cannot address what changed).
    case reload

    /// The patches as the JSON array the client script reads, e.g.
    /// `[{"id":"count","op":"text","text":"1"}]` (keys sorted).
    public static func json(_ patches: [HTMLPatch]) -> String {
        let objects = patches.map(\.object)
        let data = try! JSONSerialization.data(
            withJSONObject: objects, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    private var object: [String: Any] {
        switch self {
        case .replace(let id, let html): ["op": "replace", "id": id, "html": html]
        case .text(let id, let text): ["op": "text", "id": id, "text": text]
        case .attributes(let id, let set, let remove):
            [
                "op": "attributes", "id": id, "remove": remove,
                "set": Dictionary(set.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 }),
            ]
        case .append(let id, let html): ["op": "append", "id": id, "html": html]
        case .remove(let id): ["op": "remove", "id": id]
        case .push(let url): ["op": "push", "url": url]
        case .title(let text): ["op": "title", "text": text]
        case .reload: ["op": "reload"]
        }
    }
}
