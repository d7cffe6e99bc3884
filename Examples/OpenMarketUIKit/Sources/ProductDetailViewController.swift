import Loop
import LoopObservation
import Screens
import UIKit

/// A product's detail, read by its id: its name, price, stock and description, or what failed.
/// Leaving it (the back button, a swipe) sends the pop of its screen, which the state's stack follows.
final class ProductDetailViewController: UITableViewController {
    let id: StackElementID
    /// This screen's view state; nil once it has left the stack.
    private let detail: ViewStore<ProductDetailViewState?, AppEvent>
    private var lines: [String] = []
    private var tracking: RedrawTracking?

    init(store: Store<AppFeature>, id: StackElementID) {
        self.id = id
        detail = store.scope { $0.path[detail: id]?.viewState($0.configuration.strings) }
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        tracking = LoopObservation.observe { [weak self] in self?.draw() }
    }

    /// Called again whenever this screen's view state changes.
    private func draw() {
        guard let detail = detail.value else { return }
        title = detail.title
        if let content = detail.content {
            lines = [
                content.name, content.price.map(\.text).joined(separator: " "), content.stock.text,
                content.description.text,
            ]
        } else {
            lines = [detail.error ?? detail.loadingText]
        }
        tableView.reloadData()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { detail.send(.path(.popFrom(id))) }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        lines.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = lines[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
