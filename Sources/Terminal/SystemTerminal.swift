import Foundation
import TextDriver
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The settings the terminal had before the app changed them, for the signal handlers to restore.
nonisolated(unsafe) private var savedSettings: termios?

/// Whether kitty's pictures are in use, so that restoring deletes them (they outlive the screen).
nonisolated(unsafe) private var deletesKittyPictures = false

/// Puts the terminal back as it was: no kitty pictures, attributes, cursor, main screen. Safe to call
/// from a signal handler (it only writes bytes and calls tcsetattr).
private func restoreTerminalSettings() {
    if deletesKittyPictures {
        _ = KittyGraphics.deleteAll.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }
    let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    if var settings = savedSettings { tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) }
}

/// The process's own terminal: raw key input, the alternate screen, its size, how it draws pictures,
/// and restoring all of it on quit, on a termination signal and on a crash. The only code with the
/// terminal's system calls.
public final class SystemTerminal: TerminalDevice {
    public let colorDepth: ColorDepth
    public let pictures: PictureProtocol

    /// The terminal of this process; its colour depth is what `COLORTERM` in `environment` announces,
    /// and its pictures `pictures` resolved by asking the terminal (see `PictureQuery`) when that
    /// needs it: for `auto`, and for sixel's cell size.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, pictures: PictureChoice = .auto
    ) {
        colorDepth = ColorDepth(colorTerm: environment["COLORTERM"])
        var query = PictureQuery()
        if [.auto, .sixel].contains(pictures), Self.isInteractive {
            query = Self.ask(timeout: 300)
        }
        self.pictures = query.resolve(pictures, cellSize: Self.cellSize)
    }

    /// Sends `PictureQuery.request` in raw mode, on the alternate screen (where `enter` clears whatever
    /// a terminal that does not know kitty's query may show of it), and reads the answers until the
    /// device attributes arrive or `timeout` milliseconds pass. Keys typed meanwhile are dropped.
    private static func ask(timeout: Int) -> PictureQuery {
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        var raw = settings
        cfmakeraw(&raw)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &settings) }
        var query = PictureQuery()
        let request = "\u{1B}[?1049h" + PictureQuery.request
        let written = request.withCString { writeToStandardOutput($0, count: strlen($0)) }
        guard written > 0 else { return query }
        let deadline = ContinuousClock.now + .milliseconds(timeout)
        var buffer = [UInt8](repeating: 0, count: 256)
        while !query.isComplete {
            let left = ContinuousClock.now.duration(to: deadline).components
            let milliseconds = Int32(left.seconds * 1_000 + left.attoseconds / 1_000_000_000_000_000)
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard milliseconds > 0, poll(&descriptor, 1, milliseconds) > 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            query.read(Array(buffer[0..<count]))
        }
        return query
    }

    /// The size of a cell in pixels, when the kernel knows the window's size in pixels.
    private static var cellSize: (width: Int, height: Int)? {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_col > 0, window.ws_row > 0, window.ws_xpixel > 0, window.ws_ypixel > 0
        else { return nil }
        return (Int(window.ws_xpixel / window.ws_col), Int(window.ws_ypixel / window.ws_row))
    }

    /// Whether standard input and output are both a terminal (else an app renders once, plainly).
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw input and the alternate screen, and installs the handlers that undo it.
    public func enter() {
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        savedSettings = settings
        deletesKittyPictures = pictures == .kitty
        var raw = settings
        cfmakeraw(&raw)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        for number in [SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE] {
            _ = signal(number) { received in
                restoreTerminalSettings()
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    public func restore() {
        restoreTerminalSettings()
    }

    /// The terminal's size now.
    public var size: TerminalSize {
        var window = winsize()
        let result = withUnsafeMutablePointer(to: &window) { ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0) }
        guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return .standard }
        return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeToStandardOutput($0.baseAddress, count: $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Raw bytes from standard input, read on their own thread.
    public func input() -> AsyncStream<[UInt8]> {
        AsyncStream { continuation in
            Thread.detachNewThread {
                var buffer = [UInt8](repeating: 0, count: 256)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    guard count > 0 else {
                        continuation.finish()
                        return
                    }
                    continuation.yield(Array(buffer[0..<count]))
                }
            }
        }
    }
}

/// The C library's `write` to standard output, under a name `SystemTerminal.write` does not hide.
private func writeToStandardOutput(_ bytes: UnsafeRawPointer?, count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
