/// A run of text drawn in one style; a line of mixed styles is an array of spans.
public struct Span: Sendable, Hashable {
    /// The text of the run.
    public var text: String
    /// The style every character of the run is drawn in.
    public var style: Style

    /// Makes a run of `text` in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }
}
