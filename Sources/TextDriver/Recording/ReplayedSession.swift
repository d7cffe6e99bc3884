import Foundation
import Loop
import Recording
import TextUI

/// A recording of a text app, reduced again with no I/O: what each step did, and each step's frame.
/// Positions count steps: 0 is the app before the first step, `stepCount` after the last.
@MainActor
public struct ReplayedSession<App: RecordableApp> {
    public let app: App
    public let recording: Recording<App.Feature.Event, App.Feature.Effect>
    public let replay: Replay<App.Feature>
    /// The screen a recording without one is drawn on (a browser's session).
    public let defaultScreen: TerminalSize

    /// Replays the recording `text` with `app`, from the state a new session of it starts in; with
    /// `program`, only a recording that program made (`record(as:write:report:)`'s name).
    /// - Throws: `RecordingError` when the text is not a recording of this app.
    public init(
        _ text: String, app: App, recordedBy program: String? = nil, defaultScreen: TerminalSize = .standard
    ) throws(RecordingError) {
        let recording = try Recording<App.Feature.Event, App.Feature.Effect>(parsing: text, of: program)
        if let language = recording.header.language, !App.languages.contains(language) {
            throw RecordingError(line: 1, "'language' is '\(language)', not one this app speaks")
        }
        let loop = app.makeLoop(language: recording.header.language, clock: ManualClock())
        self.app = app
        self.recording = recording
        self.defaultScreen = defaultScreen
        replay = Replay(recording, feature: loop.feature, from: loop.state)
        var screen = recording.header.screen
        screens =
            [screen]
            + recording.steps.map { step in
                screen = step.screen ?? screen
                return screen
            }
    }

    /// The recorded screen at each position, the last resize up to it: looked up, not searched for,
    /// at each step the viewer draws.
    private let screens: [RecordedScreen?]

    public var stepCount: Int { recording.steps.count }

    /// The step that led to `position`; nil at the start.
    public func step(at position: Int) -> RecordedStep<App.Feature.Event, App.Feature.Effect>? {
        position > 0 ? recording.steps[position - 1] : nil
    }

    /// The screen the app had at `position`: the recording's, as resized by the steps up to it.
    public func screen(at position: Int) -> TerminalSize {
        screens[min(max(position, 0), stepCount)].map { TerminalSize(width: $0.width, height: $0.height) }
            ?? defaultScreen
    }

    /// The app's frame at `position`, on `size` or the screen it had then.
    public func frame(at position: Int, size: TerminalSize? = nil) -> Frame {
        app.render(app.viewState(of: replay.states[position]), size: size ?? screen(at: position), tick: 0)
    }
}
