/// The size of the text screen in columns and rows.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// The size used when the output is not a terminal.
    public static let standard = TerminalSize(width: 80, height: 24)

    public var description: String { "\(width)x\(height)" }
}
