import HTMLUI

/// What a browser tab shows, kept on the server, and the patches that bring it up to date with the
/// app's state. The driver observes `frame(of:)` (only what the page draws, compared to tell a change)
/// and asks for patches only when it changed.
@MainActor
public protocol LivePage {
    associatedtype State
    /// What the page draws of a state, compared to know whether anything changed.
    associatedtype Frame: Equatable

    /// What this page draws of `state`.
    func frame(of state: State) -> Frame

    /// The patches that bring the tab from what it shows to `state` (whose frame is `frame`), recorded
    /// as sent.
    mutating func update(to state: State, frame: Frame) -> [HTMLPatch]
}
