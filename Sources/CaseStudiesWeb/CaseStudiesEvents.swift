import CaseStudies
import HTMLUI

/// What the case studies' pages report, as the app's events: the names the views give their elements
/// (`data-event`), each mapped to the event its key sends in the terminal. Anything unknown maps to no
/// event.
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
        case (.click, "increment"): return [.counter(.incrementTapped)]
        case (.click, "decrement"): return [.counter(.decrementTapped)]
        case (.click, "fact"): return [.counter(.factTapped)]
        case (.click, "toggle-timer"): return [.timer(.toggleTapped)]
        case (.click, "reset-timer"): return [.timer(.resetTapped)]
        case (.input, "query"): return [.search(.queryChanged(report.value ?? ""))]
        case (.input, "draft"): return [.todos(.draftChanged(report.value ?? ""))]
        case (.submit, "add"): return [.todos(.addTapped)]
        case (.click, "filter"): return [.todos(.filterCycled)]
        case (.click, "undo"): return [.todos(.undoTapped)]
        case (.click, "toggle-todo"): return todo(report, then: .toggleTapped)
        case (.click, "delete-todo"): return todo(report, then: .deleteTapped)
        default: return []
        }
    }

    /// The to-do the report names chosen, then `event` on it.
    private static func todo(_ report: ClientEvent, then event: TodosEvent) -> [RootEvent] {
        guard let id = report.data["id"].flatMap(Int.init) else { return [] }
        return [.todos(.todoSelected(id: id)), .todos(event)]
    }
}
