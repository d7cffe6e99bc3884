/// The bounds of a recording, the same for writing and reading one: a recorder stops at them, a
/// reader refuses a file past them.
public struct RecordingLimits: Equatable, Sendable {
    /// The longest line, in bytes (its newline not counted): one step's event, effects and digest.
    public var maxLineBytes: Int
    /// The most steps a recording holds.
    public var maxSteps: Int
    /// The largest recording file, in bytes.
    public var maxFileBytes: Int

    public init(maxLineBytes: Int, maxSteps: Int, maxFileBytes: Int) {
        self.maxLineBytes = maxLineBytes
        self.maxSteps = maxSteps
        self.maxFileBytes = maxFileBytes
    }

    /// The limits every recording has unless a test sets smaller ones: a line fits a page of products,
    /// a file some hours of use.
    public static let standard = RecordingLimits(
        maxLineBytes: 256 * 1024, maxSteps: 100_000, maxFileBytes: 32 * 1024 * 1024)
}
