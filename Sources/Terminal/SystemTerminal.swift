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

/// Puts the terminal back as it was: attributes, cursor, main screen. Safe to call from a signal
/// handler (it only writes bytes and calls tcsetattr).
private func restoreTerminalSettings() {
    let reset = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    if var settings = savedSettings { tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) }
}

/// The process's own terminal: raw key input, the alternate screen, its size, and restoring all of it
/// on quit, on a termination signal and on a crash. The only code with the terminal's system calls.
public final class SystemTerminal: TerminalDevice {
    public let colorDepth: ColorDepth

    /// The terminal of this process; its colour depth is what `COLORTERM` in `environment` announces.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        colorDepth = ColorDepth(colorTerm: environment["COLORTERM"])
    }

    /// Whether standard input and output are both a terminal (else an app renders once, plainly).
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Switches to raw input and the alternate screen, and installs the handlers that undo it.
    public func enter() {
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        savedSettings = settings
        var raw = settings
        cfmakeraw(&raw)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
        for signal in [SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGTRAP, SIGFPE] {
            _ = Glibc.signal(signal) { received in
                restoreTerminalSettings()
                _ = Glibc.signal(received, SIG_DFL)
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
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
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
