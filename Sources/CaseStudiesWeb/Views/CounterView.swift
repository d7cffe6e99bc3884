import CaseStudies
import HTMLUI

/// The counter: its count, the buttons that change it, and a fact about its number.
enum CounterView {
    static func screen(_ view: CounterViewState) -> HTMLNode {
        Tag.section {
            CaseStudiesPage.header(.counter)
            Tag.p(.id("count"), .aria("live", "polite")) { view.count }
            Tag.div(.class("actions")) {
                Tag.button(.type("button"), .event(.decrement), .aria("label", "Decrement")) { "−" }
                Tag.button(.type("button"), .event(.increment), .aria("label", "Increment")) { "+" }
                Tag.button(.type("button"), .event(.fact)) { "Fact" }
            }
            CaseStudiesPage.status(view.fact, id: "fact")
        }
    }
}
