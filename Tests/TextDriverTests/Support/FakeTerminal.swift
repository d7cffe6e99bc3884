import TextDriver
import TextUI

/// A terminal in memory: the test feeds key bytes and changes the size; everything written is kept.
@MainActor
final class FakeTerminal: TerminalDevice {
    var size: TerminalSize
    private(set) var written = ""
    private(set) var events: [String] = []
    private let keys: AsyncStream<[UInt8]>
    private let feed: AsyncStream<[UInt8]>.Continuation

    init(size: TerminalSize) {
        self.size = size
        (keys, feed) = AsyncStream.makeStream()
    }

    func enter() { events.append("enter") }

    func restore() { events.append("restore") }

    func write(_ text: String) { written += text }

    func input() -> AsyncStream<[UInt8]> { keys }

    /// Sends bytes as the person typed them.
    func type(_ text: String) { feed.yield(Array(text.utf8)) }

    /// Closes the input, as when the terminal goes away.
    func close() { feed.finish() }
}
