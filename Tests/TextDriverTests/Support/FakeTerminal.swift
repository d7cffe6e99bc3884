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
    /// The tests waiting for a text to be written.
    private var awaited: [(text: String, continuation: CheckedContinuation<Void, Never>)] = []

    init(size: TerminalSize, pictures: PictureProtocol = .blocks) {
        self.size = size
        self.pictures = pictures
        (keys, feed) = AsyncStream.makeStream()
    }

    func enter() { events.append("enter") }

    func restore() { events.append("restore") }

    func write(_ text: String) {
        written += text
        let shown = awaited.filter { written.contains($0.text) }
        awaited.removeAll { written.contains($0.text) }
        for waiter in shown { waiter.continuation.resume() }
    }

    func input() -> AsyncStream<[UInt8]> { keys }

    /// Sends bytes as the person typed them.
    func type(_ text: String) { feed.yield(Array(text.utf8)) }

    /// Returns once `text` has been written (at once if it has): the runner writes on the main actor,
    /// so each write is checked as it comes, with no polling. A text never written is caught by the
    /// suite's time limit.
    func waitUntilWritten(_ text: String) async {
        guard !written.contains(text) else { return }
        await withCheckedContinuation { awaited.append((text, $0)) }
    }

    /// Closes the input, as when the terminal goes away.
    func close() { feed.finish() }
}
