import Foundation
import Loop
import TextUI

/// An app the headless driver runs: its event loop, how it draws a state as a text frame, and what a
/// key means. Give the driver one and it runs as a scenario script (`ScriptRunner`), as a one-shot
/// plain render (`PlainRender`) and as an interactive terminal app (`InteractiveRunner`), with no
/// code of the app's own for any of them.
///
/// The app draws and answers keys from its view state (`ViewState`, what any front end draws), worked
/// out from the state once a change (`viewState(of:)`), not once a question: a session asks what many
/// keys mean and draws at several sizes between two changes. An app without one draws its state.
///
/// Only `makeLoop`, `render` and `action(for:in:)` are required; the rest have defaults for an app
/// with one language, no view state of its own, no viewport to learn, no busy indicator and no
/// attachments.
@MainActor
public protocol TextApp {
    /// The app's root reducer.
    associatedtype Feature: Reducer where Feature.Effect: LoopEffect, Feature.Event: Sendable

    /// What the app draws and reads keys from: its view state, or its state itself (the default).
    associatedtype ViewState = Feature.State

    /// The language codes a script's `lang` accepts, the default first; empty for an app with one.
    nonisolated static var languages: [String] { get }

    /// A new running app in `language` (one of `languages`, or nil for the default), whose effects
    /// wait on `clock` (nil: real time, for the interactive app).
    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Feature>

    /// The events that start the app on a screen of `size`.
    func launchEvents(size: TerminalSize) -> [Feature.Event]

    /// The events that tell the app its screen is now `size`.
    func resizeEvents(size: TerminalSize) -> [Feature.Event]

    /// The events that switch a running app to `language`.
    func languageEvents(_ language: String) -> [Feature.Event]

    /// The view state of `state`. Pure, and asked once a change.
    func viewState(of state: Feature.State) -> ViewState

    /// Draws `view` at `size`. Pure: `tick` is the only thing that animates (busy indicators), and
    /// the headless driver always passes 0.
    func render(_ view: ViewState, size: TerminalSize, tick: Int) -> Frame

    /// Whether the app shows a busy indicator in `view`: the interactive runner animates it then.
    func isBusy(_ view: ViewState) -> Bool

    /// What `key` does in `view`; nil when it does nothing there.
    func action(for key: Key, in view: ViewState) -> KeyAction<Feature.Event>?

    /// The events for text typed or pasted at once into whatever takes text in `view`; nil to have
    /// each character pressed in turn, each seeing the state the one before left.
    func events(typing text: String, in view: ViewState) -> [Feature.Event]?

    /// The event for a file a script attaches (`attach PATH`) in `view`, for whatever takes files
    /// there; nil when nothing does.
    func attachmentEvent(fileName: String, data: Data, in view: ViewState) -> Feature.Event?

    /// The names of the faults a script (`fault NAME`) or an explored session can inject into the
    /// app's services: the next market answer fails, say. None by default.
    var faults: [String] { get }

    /// Injects the fault `name` (one of `faults`); false for a name the app does not know.
    func inject(fault name: String) async -> Bool

    /// What must hold after every step of an explored session besides the framework's own
    /// (`Explorer`): the app's invariants, plain functions of its state and frame.
    var invariants: [ExploreInvariant<Feature.State>] { get }
}

extension TextApp {
    public nonisolated static var languages: [String] { [] }

    public func launchEvents(size: TerminalSize) -> [Feature.Event] { [] }

    public func resizeEvents(size: TerminalSize) -> [Feature.Event] { [] }

    public func languageEvents(_ language: String) -> [Feature.Event] { [] }

    public func isBusy(_ view: ViewState) -> Bool { false }

    public func events(typing text: String, in view: ViewState) -> [Feature.Event]? { nil }

    public func attachmentEvent(fileName: String, data: Data, in view: ViewState) -> Feature.Event? {
        nil
    }

    public var invariants: [ExploreInvariant<Feature.State>] { [] }

    public var faults: [String] { [] }

    public func inject(fault name: String) async -> Bool { false }
}

extension TextApp where ViewState == Feature.State {
    /// An app without a view state draws its state.
    public func viewState(of state: Feature.State) -> Feature.State { state }
}
