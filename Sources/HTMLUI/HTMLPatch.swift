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
    /// Make `url` the address bar's in place, adding no history entry (history.replaceState): the same
    /// screen at a new address (a search's text).
    case address(url: String)
    /// Set the document's title.
    case title(String)
    /// Reload the page (when a diff cannot address what changed).
    case reload

    /// The patches as the JSON array the client script reads, e.g.
    /// `[{"id":"count","op":"text","text":"1"}]` (keys sorted).
    public static func json(_ patches: [HTMLPatch]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, arrays and string dictionaries always encode.
        return String(decoding: (try? encoder.encode(patches)) ?? Data("[]".utf8), as: UTF8.self)
    }
}

extension HTMLPatch: Encodable {
    private enum Key: String, CodingKey {
        case op, id, html, text, set, remove, url
    }

    /// `{"op": NAME, ...}` with the case's values under their labels; `attributes`' `set` is an object
    /// of names to values (a boolean attribute's value is "").
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .replace(let id, let html):
            try container.encode("replace", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .text(let id, let text):
            try container.encode("text", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(text, forKey: .text)
        case .attributes(let id, let set, let remove):
            try container.encode("attributes", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(
                Dictionary(set.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 }), forKey: .set)
            try container.encode(remove, forKey: .remove)
        case .append(let id, let html):
            try container.encode("append", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(html, forKey: .html)
        case .remove(let id):
            try container.encode("remove", forKey: .op)
            try container.encode(id, forKey: .id)
        case .address(let url):
            try container.encode("address", forKey: .op)
            try container.encode(url, forKey: .url)
        case .push(let url):
            try container.encode("push", forKey: .op)
            try container.encode(url, forKey: .url)
        case .title(let text):
            try container.encode("title", forKey: .op)
            try container.encode(text, forKey: .text)
        case .reload:
            try container.encode("reload", forKey: .op)
        }
    }
}
