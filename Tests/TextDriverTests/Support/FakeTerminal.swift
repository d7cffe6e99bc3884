import TextDriver
import TextUI

/// A terminal in memory: the test feeds key bytes and changes the size; everything written is kept.
@MainActor
final class FakeTerminal: TerminalDevice {
    var size: TerminalSize
    let colorDepth = ColorDepth.trueColor
    let pictures: PictureProtocol
    private(set) var written = ""
    private(set) var events: [String] = []
    private let keys: AsyncStream<[UInt8]>
    private let feed: AsyncStream<[UInt8]>.Continuation

    init(size: TerminalSize, pictures: PictureProtocol = .blocks) {
        self.size = size
        self.pictures = pictures
        (keys, feed) = AsyncStream.makeStream()
    }

    func enter() { events.append("enter") }

    func restore() { events.append("restore") }

    func write(_ text: String) { written += text }

    func input() -> AsyncStream<[UInt8]> { keys }

    /// Sends bytes as the person typed them.
    func type(_ text: String) { feed.yield(Array(text.utf8)) }

    /// Whether `text` has been written, waiting up to two seconds for the runner to write it.
    func eventuallyShows(_ text: String) async -> Bool {
        for _ in 0..<400 where !written.contains(text) {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return written.contains(text)
    }

    /// Closes the input, as when the terminal goes away.
    func close() { feed.finish() }
}
