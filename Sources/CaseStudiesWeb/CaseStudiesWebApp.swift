import BrowserDriver
import CaseStudies
import Foundation
import HTMLUI
import Loop
import WebCore

/// The case studies in browsers, written against the framework alone: each case study at its own
/// address (`/counter`, `/search`, `/timer`, `/todos`, the menu at `/`), its page drawn whole from the
/// view states and diffed (`DiffedPage`), and the page's reports mapped to the same events the keys
/// send in the terminal.
public struct CaseStudiesWebApp: DiffedBrowserApp {
    public init() {}

    public var screenPatterns: [String] { ["/"] + CaseStudy.allCases.map(\.address) }

    public var assets: [String: HTTPResponse] {
        [CaseStudiesStyle.path: .text(CaseStudiesStyle.source, contentType: "text/css; charset=utf-8")]
    }

    public func makeSession(clock: ManualClock?) -> (loop: EventLoop<RootFeature>, services: Void) {
        let handler = RootEffectHandler.withFakeServers(clock: clock ?? ContinuousClock())
        return (EventLoop(RootFeature(), state: RootState(), handler: handler, clock: clock), ())
    }

    public func opening(_ request: HTTPRequest) -> PageOpening<RootEvent> {
        .screen(reopening(path: request.path))
    }

    public func reopening(path: String) -> [RootEvent] {
        CaseStudy.allCases.first { $0.address == path }.map { [.opened($0)] } ?? []
    }

    public var styleSheet: String? { CaseStudiesStyle.path }

    public func draw(_ state: RootState) -> DrawnPage { CaseStudiesPage.draw(state) }

    public func events(for report: ClientEvent, in state: RootState) -> [RootEvent] {
        CaseStudiesEvents.events(for: report, in: state)
    }
}

extension CaseStudy {
    /// The case study's address.
    public var address: String {
        switch self {
        case .counter: "/counter"
        case .search: "/search"
        case .timer: "/timer"
        case .todos: "/todos"
        }
    }
}
