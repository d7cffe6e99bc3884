/// A piece of text ready to show, with the tone it should be shown in.
public struct PresentedText: Hashable, Sendable {
    public var text: String
    public var tone: TextTone

    public init(_ text: String, tone: TextTone = .standard) {
        self.text = text
        self.tone = tone
    }
}
