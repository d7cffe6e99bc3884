import CaseStudies
import HTMLUI

/// The menu: a link to each case study, as the terminal's menu lists them.
enum MenuView {
    static func menu(_ view: MenuViewState) -> HTMLNode {
        Tag.section {
            Tag.h1 { "Case studies" }
            Tag.ul(.id("studies")) {
                for (study, item) in zip(CaseStudy.allCases, view.items) {
                    Tag.li {
                        Tag.a(.href(study.address), .event(.open), .data("address", study.address)) {
                            item
                        }
                    }
                }
            }
        }
    }
}
