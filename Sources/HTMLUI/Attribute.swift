/// An attribute: a name from a checked set of characters and a value that is always escaped when
/// rendered. URL attributes (`href`, `src`, `action`) also refuse schemes other than http(s), so a
/// `javascript:` link from the server becomes `about:invalid`.
public struct Attribute: Hashable, Sendable {
    public let name: String
    /// Nil for a boolean attribute (`disabled`, `multiple`, …), written without a value.
    public let value: String?

    /// Any attribute whose name is lowercase ASCII letters, digits and `-` and does not start with
    /// `on` (event handler attributes would run text as script).
    public init(_ name: String, _ value: String?) {
        // Checked on the UTF-8 bytes: a page builds hundreds of attributes per update.
        precondition(
            !name.isEmpty && !name.hasPrefix("on")
                && name.utf8.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 },
            "not an allowed attribute name: \(name)")
        self.name = name
        self.value = value
    }

    public static func id(_ value: String) -> Attribute { Attribute("id", value) }
    public static func `class`(_ value: String) -> Attribute { Attribute("class", value) }
    public static func href(_ url: String) -> Attribute { Attribute("href", safeURL(url)) }
    public static func src(_ url: String) -> Attribute { Attribute("src", safeURL(url)) }
    public static func action(_ url: String) -> Attribute { Attribute("action", safeURL(url)) }
    public static func alt(_ value: String) -> Attribute { Attribute("alt", value) }
    public static func type(_ value: String) -> Attribute { Attribute("type", value) }
    public static func name(_ value: String) -> Attribute { Attribute("name", value) }
    public static func value(_ value: String) -> Attribute { Attribute("value", value) }
    public static func `for`(_ id: String) -> Attribute { Attribute("for", id) }
    public static func lang(_ value: String) -> Attribute { Attribute("lang", value) }
    public static func title(_ value: String) -> Attribute { Attribute("title", value) }
    public static func placeholder(_ value: String) -> Attribute { Attribute("placeholder", value) }
    public static func accept(_ value: String) -> Attribute { Attribute("accept", value) }
    public static func role(_ value: String) -> Attribute { Attribute("role", value) }
    public static func rel(_ value: String) -> Attribute { Attribute("rel", value) }
    public static func content(_ value: String) -> Attribute { Attribute("content", value) }
    public static func charset(_ value: String) -> Attribute { Attribute("charset", value) }
    public static func style(_ value: String) -> Attribute { Attribute("style", value) }
    /// `data-NAME="value"`, read by the client script (`data-event`, `data-id`, `data-observe`, …).
    public static func data(_ name: String, _ value: String) -> Attribute { Attribute("data-\(name)", value) }
    /// `aria-NAME="value"`.
    public static func aria(_ name: String, _ value: String) -> Attribute { Attribute("aria-\(name)", value) }

    public static let disabled = Attribute("disabled", nil)
    public static let multiple = Attribute("multiple", nil)
    public static let hidden = Attribute("hidden", nil)
    public static let checked = Attribute("checked", nil)
    public static let selected = Attribute("selected", nil)
    public static let required = Attribute("required", nil)
    public static let readonly = Attribute("readonly", nil)
    public static let `defer` = Attribute("defer", nil)

    /// `url` when it is relative (`/x`, `?q`, `#f`, but not `//host`) or http(s); else `about:invalid`.
    static func safeURL(_ url: String) -> String {
        let lowered = url.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return url }
        if let first = url.first, "/?#".contains(first), !url.hasPrefix("//"), !url.hasPrefix("/\\") {
            return url
        }
        return "about:invalid"
    }
}
