import TextUI

/// Draws the app's view state into a frame: the title bar naming the screen, its body, and its key
/// legend. Pure: the same view state and size always give the same frame.
public enum RootRenderer {
    public static let title = "Case studies"

    public static func render(_ view: RootViewState, width: Int, height: Int) -> Frame {
        var canvas = Canvas(width: width, height: height)
        switch view {
        case .menu(let menu):
            let body = Chrome.draw(title: title, legend: "↑↓ move  ⏎ open  q quit", on: &canvas)
            for (index, item) in menu.items.enumerated() {
                let isSelected = index == menu.selection
                Chrome.line(
                    [
                        Span(
                            isSelected ? "› \(item)" : "  \(item)",
                            style: isSelected ? Chrome.selected : .plain)
                    ],
                    row: index, in: body, on: &canvas)
            }
        case .counter(let counter):
            let body = Chrome.draw(
                title: heading(CounterRenderer.title), legend: CounterRenderer.legend, on: &canvas)
            CounterRenderer.draw(counter, in: body, on: &canvas)
        case .search(let search):
            let body = Chrome.draw(
                title: heading(SearchRenderer.title), legend: SearchRenderer.legend(search), on: &canvas)
            SearchRenderer.draw(search, in: body, on: &canvas)
        case .timer(let timer):
            let body = Chrome.draw(
                title: heading(TimerRenderer.title), legend: TimerRenderer.legend, on: &canvas)
            TimerRenderer.draw(timer, in: body, on: &canvas)
        case .todos(let todos):
            let body = Chrome.draw(
                title: heading(TodosRenderer.title), legend: TodosRenderer.legend(todos), on: &canvas)
            TodosRenderer.draw(todos, in: body, on: &canvas)
        }
        return canvas.frame()
    }

    private static func heading(_ screen: String) -> String { "\(title) › \(screen)" }
}
