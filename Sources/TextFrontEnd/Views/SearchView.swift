import Screens
import TextUI

/// Draws the search screen: the list's layout, with the field in the header where the list has its
/// title.
enum SearchView {
    static func draw(_ view: SearchViewState, legend: String, on canvas: inout Canvas, tick: Int) {
        let field = view.query.isEmpty ? view.placeholder : view.query + Theme.cursor
        ListView.draw(
            view.results, title: "\(view.title) › \(field)", legend: legend, on: &canvas, tick: tick)
    }
}
