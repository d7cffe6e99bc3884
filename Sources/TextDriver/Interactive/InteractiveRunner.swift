import TextUI

/// Runs an app full-screen on a terminal: keys in, only the changed cells out, a busy indicator that
/// animates, resizes followed. The terminal is restored when the app quits (a key bound to quit,
/// Ctrl-C, or the input closing); the device restores it on a signal or a crash.
@MainActor
public enum InteractiveRunner {
    private enum Input {
        case bytes([UInt8])
        case tick
    }

    /// Runs `app` until it quits.
    /// - Parameters:
    ///   - app: the app to run, in real time.
    ///   - terminal: where keys come from and frames go.
    ///   - language: the app's language (nil: its default).
    ///   - tickInterval: how often the size is checked, a lone escape becomes `esc`, and the
    ///     busy indicator moves.
    ///   - clock: what the ticks wait on: a test's `ManualClock` makes each tick when it moves time.
    ///   - prepare: called with the session before it launches; what it returns (a recorder) is kept
    ///     until the app quits.
    public static func run<App: TextApp>(
        _ app: App, on terminal: some TerminalDevice, language: String? = nil,
        tickInterval: Duration = .milliseconds(100), clock: any Clock<Duration> = ContinuousClock(),
        prepare: (DriverSession<App>) -> AnyObject? = { _ in nil }
    ) async {
        terminal.enter()
        defer { terminal.restore() }
        let session = DriverSession(app: app, size: terminal.size, language: language, clock: nil)
        let prepared = prepare(session)
        defer { withExtendedLifetime(prepared) {} }
        session.launch()
        var decoder = KeyDecoder()
        var writer = FrameWriter(pictures: terminal.pictures, colorDepth: terminal.colorDepth)
        // Kitty's pictures live apart from the screen: none may outlive the app.
        defer { terminal.write(writer.finish) }
        var previous: Frame? = session.frame
        terminal.write(writer.update(from: nil, to: session.frame))
        for await input in inputs(from: terminal, every: tickInterval, on: clock) {
            switch input {
            case .bytes(let bytes):
                for key in decoder.keys(from: bytes) {
                    // Ctrl-C always quits, whatever the app binds, so no app can hold the terminal.
                    if key == .interrupt { return }
                    session.press(key)
                }
            case .tick:
                for key in decoder.flushEscape() { session.press(key) }
                let size = terminal.size
                // The previous frame keeps its old size, so the update clears the screen and redraws.
                if size != session.size { session.resize(to: size) }
                if session.isBusy { session.tick += 1 }
            }
            if session.isQuitRequested { break }
            let frame = session.frame
            if frame != previous || frame.pictures != previous?.pictures {
                terminal.write(writer.update(from: previous, to: frame))
            }
            previous = frame
        }
    }

    /// Key bytes and a tick every `interval` of `clock`, in one stream that ends when the input does.
    private static func inputs(
        from terminal: some TerminalDevice, every interval: Duration, on clock: any Clock<Duration>
    ) -> AsyncStream<Input> {
        let bytes = terminal.input()
        return AsyncStream { continuation in
            let reader = Task {
                for await chunk in bytes { continuation.yield(.bytes(chunk)) }
                continuation.finish()
            }
            let ticker = Task {
                while (try? await clock.sleep(for: interval)) != nil {
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
