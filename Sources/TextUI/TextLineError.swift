/// A line of a text that cannot be read: its number and what is wrong with it. A snapshot text that
/// `Frame(snapshotText:)` cannot read and a scenario script's bad line (`ScriptError`) are both one.
public struct TextLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
