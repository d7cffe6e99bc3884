import Foundation
import Loop
import Market
import Screens
import ScreensLive
import TextUI

/// One running app: the event loop with its effect handler, the screen size and the frame it shows.
/// The headless driver, the one-shot render and the interactive app all drive the app through it.
@MainActor
public final class AppSession {
    public let loop: EventLoop<AppFeature>
    /// The clock effects wait on; the driver moves it, the interactive app uses real time.
    public let clock: ManualClock?
    public private(set) var size: TerminalSize
    /// The loading indicator's animation frame.
    public var tick = 0
    public private(set) var isQuitRequested = false

    public init(
        client: any MarketClient, configuration: AppConfiguration, size: TerminalSize, clock: ManualClock?,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.clock = clock
        self.size = size
        let handler = AppEffectHandler(client: client, fileDirectory: fileDirectory)
        loop = EventLoop(
            AppFeature(), state: AppState(configuration: configuration), handler: handler, clock: clock)
    }

    public var state: AppState { loop.state }

    /// The frame of the current state.
    public var frame: Frame { ScreenRenderer.render(loop.state.viewState, size: size, tick: tick) }

    /// Starts the app: the list learns its viewport and loads its first page.
    public func launch() {
        loop.send(.list(.viewportResized(ScreenRenderer.viewportSize(for: size))))
        loop.send(.launched)
    }

    public func resize(to size: TerminalSize) {
        self.size = size
        loop.send(.list(.viewportResized(ScreenRenderer.viewportSize(for: size))))
    }

    public func press(_ key: Key) {
        switch KeyMap.action(for: key, in: loop.state.viewState) {
        case .quit?: isQuitRequested = true
        case .send(let events)?: for event in events { loop.send(event) }
        case nil: break
        }
    }

    public func type(_ text: String) {
        for event in KeyMap.events(typing: text, in: loop.state.viewState) { loop.send(event) }
    }

    public func send(_ event: AppEvent) {
        loop.send(event)
    }

    /// Runs until no work is pending, moving the manual clock past every wait.
    public func settle() async {
        await loop.settleAdvancingTime()
    }

    /// Moves the manual clock and lets the work that was waiting for it run.
    public func advance(by duration: Duration) async {
        clock?.advance(by: duration)
        await loop.settle()
    }
}
