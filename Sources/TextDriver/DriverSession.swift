import Foundation
import Loop
import TextUI

/// One running app: its event loop, the screen size and the frame it shows. Scripts, the one-shot
/// render and the interactive runner all drive an app through one.
@MainActor
public final class DriverSession<App: TextApp> {
    public let app: App
    public let loop: EventLoop<App.Feature>
    /// The clock effects wait on; scripts move it, the interactive app uses real time (nil).
    public let clock: ManualClock?
    public private(set) var size: TerminalSize
    /// The language the session was made in (nil: the app's default), which a recording notes so
    /// that its replay starts from the same state.
    public let language: String?
    /// The busy indicator's animation frame.
    public var tick = 0
    public private(set) var isQuitRequested = false
    /// How long a settle lets the loop go without moving before it fails (`EventLoop.settle(stallLimit:)`);
    /// nil (the default) waits as long as the work runs, for the interactive app, whose requests have
    /// deadlines of their own. `ScriptRunner` sets it to its settle limit
    /// (`LoopStall.defaultStallLimit` by default). Work asleep on a clock the session does not own
    /// fails a settle at once either way.
    public var stallLimit: Duration?
    /// The clock `stallLimit` is measured on: real time, unless a test of the limit gives a manual
    /// clock it moves itself.
    public var stallClock: any Clock<Duration> = ContinuousClock()

    /// A session of `app` in `language` (nil: the app's default) at `size`, on `clock`.
    public init(app: App, size: TerminalSize, language: String? = nil, clock: ManualClock?) {
        self.app = app
        self.size = size
        self.language = language
        self.clock = clock
        loop = app.makeLoop(language: language, clock: clock)
    }

    public var state: App.Feature.State { loop.state }

    /// The view state of the current state, worked out once a change of the loop (`EventLoop.revision`).
    public var view: App.ViewState {
        if let cached = viewCache, cached.revision == loop.revision { return cached.view }
        let view = app.viewState(of: loop.state)
        viewCache = (loop.revision, view)
        return view
    }
    private var viewCache: (revision: UInt64, view: App.ViewState)?

    /// The frame of the current state.
    public var frame: Frame { app.render(view, size: size, tick: tick) }

    /// Whether the app shows a busy indicator now.
    public var isBusy: Bool { app.isBusy(view) }

    /// Starts the app.
    public func launch() {
        send(app.launchEvents(size: size))
    }

    public func resize(to size: TerminalSize) {
        self.size = size
        send(app.resizeEvents(size: size))
    }

    public func changeLanguage(to language: String) {
        send(app.languageEvents(language))
    }

    /// Presses `key`: sends what it means in the current state, or asks to quit.
    public func press(_ key: Key) {
        switch app.action(for: key, in: view) {
        case .quit?: isQuitRequested = true
        case .send(let events)?: send(events)
        case nil: break
        }
    }

    /// Types or pastes `text` at once.
    public func type(_ text: String) {
        guard let events = app.events(typing: text, in: view) else {
            for character in text { press(.character(character)) }
            return
        }
        send(events)
    }

    /// Attaches a file and waits until the app has taken it (a photo prepared off the main actor),
    /// without moving the manual clock; false when the app takes no files.
    public func attach(fileName: String, data: Data) async throws(LoopStall) -> Bool {
        guard let event = app.attachmentEvent(fileName: fileName, data: data, in: view) else {
            return false
        }
        loop.send(event)
        try await settleInPlace()
        return true
    }

    /// Injects the app's fault `name` into its services, once the work already started has reached
    /// them or sleeps on the clock (so a fault always meets the same answer); false when the app has
    /// no such fault.
    /// - Throws: `LoopStall` when that work cannot finish.
    public func inject(fault name: String) async throws(LoopStall) -> Bool {
        try await settleInPlace()
        return await app.inject(fault: name)
    }

    /// Runs the work started until each piece is done or waits on the manual clock, which does not
    /// move.
    /// - Throws: `LoopStall` when that work cannot finish.
    public func settleInPlace() async throws(LoopStall) {
        try await loop.settle(stallLimit: stallLimit, on: stallClock)
    }

    public func send(_ event: App.Feature.Event) {
        loop.send(event)
    }

    private func send(_ events: [App.Feature.Event]) {
        for event in events { loop.send(event) }
    }

    /// Runs until no work is pending, moving the manual clock past every wait.
    /// - Throws: `LoopStall` when the work left can never finish (see `EventLoop.settle(stallLimit:on:until:)`).
    public func settle() async throws(LoopStall) {
        try await loop.settleAdvancingTime(stallLimit: stallLimit, on: stallClock)
    }

    /// Moves the manual clock by `duration`, deadline by deadline, letting the work waiting for each
    /// run (a timer ticks at every second on the way).
    /// - Throws: `LoopStall` when the work left can never finish (see `EventLoop.settle(stallLimit:on:until:)`).
    public func advance(by duration: Duration) async throws(LoopStall) {
        try await loop.settle(advancingTimeBy: duration, stallLimit: stallLimit, on: stallClock)
    }
}
