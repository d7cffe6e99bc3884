import BrowserDriver
import CaseStudies
import HTMLUI
import Loop

/// What the case studies' pages report, as the app's events: each report their views mark elements
/// with (`CaseStudiesReport`) mapped to the event its key sends in the terminal, for the screen the
/// page names (`data-screen`). Anything unknown maps to no event.
enum CaseStudiesEvents {
    static func events(for report: ClientEvent, in state: RootState) -> [RootEvent] {
        if report.kind == .navigate {
            let study = CaseStudy.allCases.first { $0.address == report.path }
            if let study, state.top == nil { return [.opened(study)] }
            return report.path == "/" && state.top != nil ? [.backTapped] : []
        }
        guard let name = CaseStudiesReport(report) else { return [] }
        switch name {
        case .open:
            return CaseStudy.allCases.first { $0.address == report.data["address"] }.map { [.opened($0)] }
                ?? []
        case .back: return [.backTapped]
        default:
            // The screen the page was drawn with; a report from a screen since closed reaches none.
            guard let id = report.data["screen"].flatMap(Int.init).map(StackElementID.init(rawValue:)),
                state.path[id: id] != nil
            else { return [] }
            return screenEvents(name, report).map { .path(.element(id, $0)) }
        }
    }

    /// What a report from the case study in front means to it.
    private static func screenEvents(_ name: CaseStudiesReport, _ report: ClientEvent) -> [Screen.Event] {
        switch name {
        case .open, .back: []
        case .increment: [.counter(.incrementTapped)]
        case .decrement: [.counter(.decrementTapped)]
        case .fact: [.counter(.factTapped)]
        case .toggleTimer: [.timer(.toggleTapped)]
        case .resetTimer: [.timer(.resetTapped)]
        case .query: [.search(.queryChanged(report.value ?? ""))]
        case .draft: [.todos(.draftChanged(report.value ?? ""))]
        case .add: [.todos(.addTapped)]
        case .filter: [.todos(.filterCycled)]
        case .undo: [.todos(.undoTapped)]
        case .toggleTodo: todo(report, then: .toggleTapped)
        case .deleteTodo: todo(report, then: .deleteTapped)
        }
    }

    /// The to-do the report names chosen, then `event` on it.
    private static func todo(_ report: ClientEvent, then event: TodosEvent) -> [Screen.Event] {
        guard let id = report.data["id"].flatMap(Int.init) else { return [] }
        return [.todos(.todoSelected(id: id)), .todos(event)]
    }
}
