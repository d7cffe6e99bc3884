/// A piece of HTML: an element with attributes and children, or text. Text is data, never markup:
/// rendering escapes it, always.
public indirect enum HTMLNode: Hashable, Sendable {
    case element(Tag, [Attribute], [HTMLNode])
    case text(String)

    /// The element's `id`, or nil.
    public var id: String? {
        guard case .element(_, let attributes, _) = self else { return nil }
        return attributes.first { $0.name == "id" }?.value
    }

    /// The element with `attribute` added after its own; text as it is.
    public func adding(_ attribute: Attribute) -> HTMLNode {
        guard case .element(let tag, let attributes, let children) = self else { return self }
        return .element(tag, attributes + [attribute], children)
    }

    /// The element with `nodes` after its own children; text as it is.
    public func appending(_ nodes: [HTMLNode]) -> HTMLNode {
        guard case .element(let tag, let attributes, let children) = self else { return self }
        return .element(tag, attributes, children + nodes)
    }
}

/// Builds children from statements: nodes, strings (as text), `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ node: HTMLNode) -> [HTMLNode] { [node] }
    public static func buildExpression(_ nodes: [HTMLNode]) -> [HTMLNode] { nodes }
    public static func buildExpression(_ text: String) -> [HTMLNode] { [.text(text)] }
    public static func buildBlock(_ parts: [HTMLNode]...) -> [HTMLNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [HTMLNode]?) -> [HTMLNode] { part ?? [] }
    public static func buildEither(first part: [HTMLNode]) -> [HTMLNode] { part }
    public static func buildEither(second part: [HTMLNode]) -> [HTMLNode] { part }
    public static func buildArray(_ parts: [[HTMLNode]]) -> [HTMLNode] { parts.flatMap { $0 } }
}
