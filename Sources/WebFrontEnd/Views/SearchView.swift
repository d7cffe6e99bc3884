import HTMLUI
import Screens

/// The search's field, in the header of the list and of the search's results, where the market
/// searches: a form that opens `/search?q=TEXT`. The client script follows the typing live (each
/// change reports the address the form would open); without it, Enter submits the form.
enum SearchView {
    /// The field for `app`, nil where the app offers no search. With `values: false` it carries no
    /// `value`, so that live updates never write the text back under the cursor (whole renders do).
    static func field(_ app: AppViewState, values: Bool, _ context: PageContext) -> HTMLNode? {
        guard app.offeredScreens.contains(.search) else { return nil }
        let placeholder = context.strings.searchPlaceholder
        // The form writes the query itself.
        let action = AppRoute.search(query: "").path.prefix { $0 != "?" }
        return Tag.search(.id("search"), .class("bar-field")) {
            Tag.form(.action(String(action)), .data("live", "")) {
                HTMLNode.element(
                    .input,
                    [
                        .id("search-field"), .type("search"), .name("q"), .placeholder(placeholder),
                        .aria("label", "\(context.strings.searchTitle): \(placeholder)"),
                    ] + (values ? [.value(app.searchScreen?.query ?? "")] : []), [])
            }
        }
    }
}
