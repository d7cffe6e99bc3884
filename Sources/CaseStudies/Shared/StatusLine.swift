/// A line of text a view state asks to be drawn in a tone: the renderer decides what the tone looks like.
public struct StatusLine: Equatable, Sendable {
    /// What the line means to the user.
    public enum Tone: Equatable, Sendable {
        case normal
        /// Work under way.
        case busy
        case error
    }

    public var text: String
    public var tone: Tone

    public init(_ text: String, tone: Tone = .normal) {
        self.text = text
        self.tone = tone
    }
}
