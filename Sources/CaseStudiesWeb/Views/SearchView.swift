import CaseStudies
import HTMLUI

/// The search: its field, searched as it is typed (debounced by the reducer), a status, the results.
enum SearchView {
    static func screen(_ view: SearchViewState) -> HTMLNode {
        Tag.section {
            CaseStudiesPage.header(.search)
            Tag.label(.for("query")) { "Language" }
            Tag.input(
                .id("query"), .type("search"), .name("query"), .value(view.query), .event(.query),
                .placeholder("Swift"))
            CaseStudiesPage.status(view.status, id: "search-status")
            Tag.ul(.id("results")) {
                for (index, result) in view.results.enumerated() { Tag.li(.id("result-\(index)")) { result } }
            }
        }
    }
}
