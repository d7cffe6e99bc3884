import CaseStudies
import HTMLUI

/// The timer: the time, ticking each second while it runs, and its buttons.
enum TimerView {
    static func screen(_ view: TimerViewState) -> HTMLNode {
        Tag.section {
            CaseStudiesPage.header(.timer)
            Tag.p(.id("time")) { view.time }
            CaseStudiesPage.status(view.status, id: "timer-status")
            Tag.div(.class("actions")) {
                Tag.button(.type("button"), .event(.toggleTimer)) { "Start / Stop" }
                Tag.button(.type("button"), .event(.resetTimer)) { "Reset" }
            }
        }
    }
}
