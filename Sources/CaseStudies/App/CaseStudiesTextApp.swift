import Foundation
import Loop
import TextDriver
import TextUI

/// The case studies on a text screen, for the headless driver: the navigation stack over the menu,
/// with the fake fact and search servers on the session's clock.
public struct CaseStudiesTextApp: TextApp {
    public typealias Feature = RootFeature

    public init() {}

    public func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<RootFeature> {
        let handlerClock: any Clock<Duration> = clock ?? ContinuousClock()
        return EventLoop(
            RootFeature(), state: RootState(),
            handler: RootEffectHandler.withFakeServers(clock: handlerClock),
            clock: clock)
    }

    public func render(_ state: RootState, size: TerminalSize, tick: Int) -> Frame {
        RootRenderer.render(state.viewState, width: size.width, height: size.height)
    }

    public func isBusy(_ state: RootState) -> Bool {
        if case .search(let search)? = state.top { search.phase == .searching } else { false }
    }

    public func action(for key: Key, in state: RootState) -> KeyAction<RootEvent>? {
        CaseStudiesKeys.action(for: key, in: state)
    }
}

/// Its sessions are recorded with `--record FILE` and replayed with `replay FILE`.
extension CaseStudiesTextApp: RecordableApp {}
