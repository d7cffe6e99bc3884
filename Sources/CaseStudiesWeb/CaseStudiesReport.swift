import BrowserDriver
import HTMLUI

/// Every report the case studies' pages make (`PageReport`), which `CaseStudiesEvents` switches over.
enum CaseStudiesReport: PageReport {
    // The menu, and the way back to it.
    case open, back
    // The counter.
    case increment, decrement, fact
    // The timer.
    case toggleTimer, resetTimer
    /// The search's field (`input`).
    case query
    // The to-dos.
    /// The new to-do's field (`input`).
    case draft
    /// The new to-do's form sent (`submit`): its button, or Enter in its field.
    case add
    case filter, undo, toggleTodo, deleteTodo

    static let names = kebabCaseNames()

    var kind: ClientEvent.Kind {
        switch self {
        case .query, .draft: .input
        case .add: .submit
        default: .click
        }
    }
}

extension Attribute {
    /// The element reports `report` when clicked (a field: when typed in).
    static func event(_ report: CaseStudiesReport) -> Attribute { report.eventAttribute }

    /// The form reports `report` when sent.
    static func submit(_ report: CaseStudiesReport) -> Attribute { report.submitAttribute }
}
