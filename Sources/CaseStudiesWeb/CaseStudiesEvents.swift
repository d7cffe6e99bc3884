import CaseStudies
import HTMLUI
import Loop

/// What the case studies' pages report, as the app's events: the names the views give their elements
/// (`data-event`), each mapped to the event its key sends in the terminal, for the screen the page
/// names (`data-screen`). Anything unknown maps to no event.
enum CaseStudiesEvents {
    static func events(for report: ClientEvent, in state: RootState) -> [RootEvent] {
        switch (report.kind, report.name) {
        case (.navigate, _):
            let study = CaseStudy.allCases.first { $0.address == report.path }
            if let study, state.top == nil { return [.opened(study)] }
            return report.path == "/" && state.top != nil ? [.backTapped] : []
        case (.click, "open"):
            return CaseStudy.allCases.first { $0.address == report.data["address"] }.map { [.opened($0)] }
                ?? []
        case (.click, "back"): return [.backTapped]
        default:
            // The screen the page was drawn with; a report from a screen since closed reaches none.
            guard let id = report.data["screen"].flatMap(Int.init).map(StackElementID.init(rawValue:)),
                state.path[id: id] != nil
            else { return [] }
            return screenEvents(for: report).map { .path(.element(id, $0)) }
        }
    }

    /// What a report from the case study in front means to it.
    private static func screenEvents(for report: ClientEvent) -> [Screen.Event] {
        switch (report.kind, report.name) {
        case (.click, "increment"): [.counter(.incrementTapped)]
        case (.click, "decrement"): [.counter(.decrementTapped)]
        case (.click, "fact"): [.counter(.factTapped)]
        case (.click, "toggle-timer"): [.timer(.toggleTapped)]
        case (.click, "reset-timer"): [.timer(.resetTapped)]
        case (.input, "query"): [.search(.queryChanged(report.value ?? ""))]
        case (.input, "draft"): [.todos(.draftChanged(report.value ?? ""))]
        case (.submit, "add"): [.todos(.addTapped)]
        case (.click, "filter"): [.todos(.filterCycled)]
        case (.click, "undo"): [.todos(.undoTapped)]
        case (.click, "toggle-todo"): todo(report, then: .toggleTapped)
        case (.click, "delete-todo"): todo(report, then: .deleteTapped)
        default: []
        }
    }

    /// The to-do the report names chosen, then `event` on it.
    private static func todo(_ report: ClientEvent, then event: TodosEvent) -> [Screen.Event] {
        guard let id = report.data["id"].flatMap(Int.init) else { return [] }
        return [.todos(.todoSelected(id: id)), .todos(event)]
    }
}
