import HTMLUI
import Screens

/// The search's field, in the header of the list and of the search's results, where the market
/// searches: a form that opens `/search?q=TEXT`. The client script follows the typing live (each
/// change reports the address the form would open); without it, Enter submits the form.
enum SearchView {
    /// The field `field` draws. With `values: false` it carries no `value`, so that live updates never
    /// write the text back under the cursor (whole renders do).
    static func field(_ field: SearchFieldViewState, values: Bool) -> HTMLNode {
        // The form writes the query itself.
        let action = AppRoute.search(query: "").path.prefix { $0 != "?" }
        return Tag.search(.id("search"), .class("bar-field")) {
            Tag.form(.action(String(action)), .data("live", "")) {
                HTMLNode.element(
                    .input,
                    [
                        .id("search-field"), .type("search"), .name("q"), .placeholder(field.placeholder),
                        .aria("label", field.label),
                    ] + (values ? [.value(field.query)] : []), [])
            }
        }
    }
}
