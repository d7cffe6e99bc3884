import BrowserDriver
import CaseStudies
import HTMLUI

/// A case studies page: the menu, or the case study in front with the way back, drawn from the view
/// state alone. A case study's page carries its screen's id (`data-screen`), which every report from
/// it names, so a report reaches the screen that drew it or none.
enum CaseStudiesPage {
    @MainActor
    static func draw(_ state: RootState) -> DrawnPage {
        let title = state.top.map { "\(study(of: $0).title) · Case studies" } ?? "Case studies"
        let address = state.top.map { study(of: $0).address } ?? "/"
        let body = Tag.main(.id("screen")) {
            switch state.viewState {
            case .menu(let view): MenuView.menu(view)
            case .counter(let view): CounterView.screen(view)
            case .search(let view): SearchView.screen(view)
            case .timer(let view): TimerView.screen(view)
            case .todos(let view): TodosView.screen(view)
            }
        }
        return DrawnPage(
            title: title, address: address,
            body: state.path.ids.last.map { body.adding(.data("screen", String($0.rawValue))) } ?? body)
    }

    private static func study(of screen: Screen) -> CaseStudy {
        switch screen {
        case .counter: .counter
        case .search: .search
        case .timer: .timer
        case .todos: .todos
        }
    }

    /// The screen's heading with the link back to the menu.
    static func header(_ study: CaseStudy) -> HTMLNode {
        Tag.header {
            Tag.a(.href("/"), .event(.back)) {
                // Read out as "Case studies", the arrow only shown.
                Tag.span(.aria("hidden", "true")) { "‹ " }
                "Case studies"
            }
            Tag.h1 { study.title }
        }
    }

    /// A status line in its tone.
    static func status(_ line: StatusLine?, id: String) -> HTMLNode {
        Tag.p(.id(id), .class(line.map(tone) ?? "status"), .role("status")) { line?.text ?? "" }
    }

    private static func tone(_ line: StatusLine) -> String {
        switch line.tone {
        case .normal: "status"
        case .busy: "status busy"
        case .error: "status error"
        }
    }
}
