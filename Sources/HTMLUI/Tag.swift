/// An element name from the fixed set the toolkit knows. There is no inline `<script>` body or
/// `<style>`: scripts and style sheets are served as files (`Tag.script(.src("/app.js"))`), so no
/// text ever needs raw, unescaped output.
public struct Tag: Hashable, Sendable {
    public let name: String
    /// Void elements (`img`, `input`, …) have no end tag and no children.
    public let isVoid: Bool

    private init(_ name: String, void: Bool = false) {
        self.name = name
        self.isVoid = void
    }

    /// Builds an element of this tag: `Tag.div(.id("list")) { Tag.p { "text" } }`.
    public func callAsFunction(_ attributes: Attribute..., @HTMLBuilder children: () -> [HTMLNode] = { [] })
        -> HTMLNode
    {
        let children = isVoid ? [] : children()
        precondition(self != .script || children.isEmpty, "a script is served as a file, with src")
        return .element(self, attributes, children)
    }

    public static let html = Tag("html")
    public static let head = Tag("head")
    public static let body = Tag("body")
    public static let title = Tag("title")
    public static let meta = Tag("meta", void: true)
    public static let link = Tag("link", void: true)
    /// Only with `src`: children are refused.
    public static let script = Tag("script")
    public static let main = Tag("main")
    public static let header = Tag("header")
    public static let footer = Tag("footer")
    public static let nav = Tag("nav")
    public static let section = Tag("section")
    public static let article = Tag("article")
    public static let div = Tag("div")
    public static let span = Tag("span")
    public static let p = Tag("p")
    public static let h1 = Tag("h1")
    public static let h2 = Tag("h2")
    public static let h3 = Tag("h3")
    public static let ul = Tag("ul")
    public static let ol = Tag("ol")
    public static let li = Tag("li")
    public static let a = Tag("a")
    public static let img = Tag("img", void: true)
    public static let figure = Tag("figure")
    public static let figcaption = Tag("figcaption")
    public static let button = Tag("button")
    public static let form = Tag("form")
    public static let search = Tag("search")
    public static let fieldset = Tag("fieldset")
    public static let legend = Tag("legend")
    public static let label = Tag("label")
    public static let input = Tag("input", void: true)
    public static let textarea = Tag("textarea")
    public static let select = Tag("select")
    public static let option = Tag("option")
    public static let strong = Tag("strong")
    public static let em = Tag("em")
    public static let del = Tag("del")
    public static let small = Tag("small")
    public static let dialog = Tag("dialog")
    public static let br = Tag("br", void: true)
}
