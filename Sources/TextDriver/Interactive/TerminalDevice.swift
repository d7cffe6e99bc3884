import TextUI

/// The terminal an interactive app runs on: raw key bytes in, text out, its size. The system's
/// terminal (the `Terminal` module, the only place with its system calls) is one; a test gives a fake.
@MainActor
public protocol TerminalDevice: AnyObject {
    /// Switches to raw input and the alternate screen, and arranges for `restore` on a termination
    /// signal or a crash.
    func enter()
    /// Puts the terminal back as it was before `enter`.
    func restore()
    /// The size now; the runner checks it at each tick and follows a change.
    var size: TerminalSize { get }
    /// How many colours it shows: pictures are drawn in 24-bit colour or the 256-colour palette.
    var colorDepth: ColorDepth { get }
    /// How it draws pictures: half blocks unless it says otherwise.
    var pictures: PictureProtocol { get }
    func write(_ text: String)
    /// Raw bytes as they arrive; finishes when the input closes.
    func input() -> AsyncStream<[UInt8]>
}

extension TerminalDevice {
    /// Half blocks, which every terminal with colours draws.
    public var pictures: PictureProtocol { .blocks }
}
