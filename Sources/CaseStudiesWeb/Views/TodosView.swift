import CaseStudies
import HTMLUI

/// The to-dos: the draft and its button (Enter in the draft adds too), the filter, each to-do with its
/// toggle and delete, what is left, and the offer to undo a delete while it stands.
enum TodosView {
    /// The id of the list of to-dos, streamed into the page by row (a to-do toggled sends its row).
    static let list = "todos"

    static func screen(_ view: TodosViewState) -> HTMLNode {
        Tag.section {
            CaseStudiesPage.header(.todos)
            // A form, so that Enter in the field adds as the button does: both submit it. Its draft
            // goes to a new session after a restart (`data-recover`).
            Tag.form(.class("draft"), .submit(.add), .data("recover", "")) {
                Tag.label(.for("draft")) { "New to-do" }
                Tag.input(
                    .id("draft"), .type("text"), .name("draft"), .value(view.draft), .event(.draft))
                Tag.button(.type("submit"), .id("add")) { "Add" }
            }
            Tag.button(.type("button"), .id("filter"), .event(.filter)) {
                "Showing: \(view.filters[view.selectedFilter])"
            }
            Tag.ul(.id(list)) {
                for row in view.rows { self.row(row) }
            }
            Tag.p(.id("remaining")) { view.remaining }
            if view.undo != nil {
                Tag.p(.id("undo"), .role("status")) {
                    Tag.button(.type("button"), .event(.undo)) { "Undo the delete" }
                }
            }
        }
    }

    private static func row(_ row: TodoRow) -> HTMLNode {
        Tag.li(.id("todo-\(row.id)"), .class(row.isDone ? "done" : "")) {
            Tag.button(
                .type("button"), .event(.toggleTodo), .data("id", "\(row.id)"),
                .aria("pressed", row.isDone ? "true" : "false")
            ) { row.text }
            Tag.button(
                .type("button"), .event(.deleteTodo), .data("id", "\(row.id)"),
                .aria("label", "Delete \(row.text)")
            ) { "×" }
        }
    }
}
