import Foundation
import TextFrontEnd
import TextUI

/// The full-screen app: keys in, minimal redraws out, a ticking loading indicator, terminal resizes
/// followed; the terminal is restored on `q`, Ctrl-C, a termination signal or a crash.
enum InteractiveApp {
    private enum Input {
        case bytes([UInt8])
        case tick
    }

    @MainActor
    static func run(invocation: Invocation, sessions: SessionFactory) async -> Int32 {
        Terminal.enter()
        defer { Terminal.restore() }
        let session = sessions.live(size: Terminal.size, language: invocation.language)
        session.launch()
        var decoder = KeyDecoder()
        var previous: Frame?
        let colorDepth = ColorDepth(colorTerm: ProcessInfo.processInfo.environment["COLORTERM"])
        for await input in inputs() {
            switch input {
            case .bytes(let bytes):
                for key in decoder.keys(from: bytes) { session.press(key) }
            case .tick:
                for key in decoder.flushEscape() { session.press(key) }
                let size = Terminal.size
                if size != session.size {
                    session.resize(to: size)
                    previous = nil
                }
                if session.state.viewState.isBusy { session.tick += 1 }
            }
            if session.isQuitRequested { break }
            let frame = session.frame
            Terminal.write(frame.ansiUpdate(from: previous, colorDepth: colorDepth))
            previous = frame
        }
        return 0
    }

    /// Key bytes and a tick every 100 ms, in one stream.
    private static func inputs() -> AsyncStream<Input> {
        AsyncStream { continuation in
            let reader = Task {
                for await bytes in Terminal.input() { continuation.yield(.bytes(bytes)) }
                continuation.finish()
            }
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(100))
                    continuation.yield(.tick)
                }
            }
            continuation.onTermination = { _ in
                reader.cancel()
                ticker.cancel()
            }
        }
    }
}
