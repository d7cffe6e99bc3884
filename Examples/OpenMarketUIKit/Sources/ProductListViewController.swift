import Loop
import LoopObservation
import Screens
import UIKit

/// The list: every loaded product in a table, the next page asked for as rows near the end show,
/// pull to refresh; a product chosen pushes its detail, because the state's stack now holds it.
final class ProductListViewController: UITableViewController {
    /// The store, kept here: the app's only owner of its event loop.
    private let store: Store<AppFeature>
    private let list: ViewStore<ProductListViewState, AppEvent>
    private let rows: ViewStore<[ProductCellViewState], AppEvent>
    /// The ids of the details on the state's stack, bottom first.
    private let details: ViewStore<[StackElementID], AppEvent>
    private var trackings: [RedrawTracking] = []

    init(store: Store<AppFeature>) {
        self.store = store
        list = store.scope { $0.list.viewState($0.configuration.strings) }
        rows = store.scope { $0.list.loadedCells($0.configuration.strings) }
        details = store.scope { state in state.path.ids.filter { state.path[detail: $0] != nil } }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [list] _ in list.send(.list(.refreshPulled)) }, for: .valueChanged)
        refreshControl = refresh
        // Qualified: inside a view controller, NSObject's key-value `observe` would be found first.
        trackings = [
            LoopObservation.observe { [weak self] in self?.drawList() },
            LoopObservation.observe { [weak self] in self?.followStack() },
        ]
    }

    /// Called again whenever the list's title, status or rows change: what it reads here.
    private func drawList() {
        title = list.value.title
        if case .loadingFirstPage = list.value.status {} else { refreshControl?.endRefreshing() }
        _ = rows.value
        tableView.reloadData()
    }

    /// Called again whenever the details on the state's stack change: the navigation controller
    /// drops each detail the stack no longer holds (its product deleted, say) and pushes each new one.
    private func followStack() {
        guard let navigationController else { return }
        let ids = details.value
        let kept = navigationController.viewControllers.filter {
            ($0 as? ProductDetailViewController).map { ids.contains($0.id) } ?? true
        }
        if kept.count < navigationController.viewControllers.count {
            navigationController.setViewControllers(kept, animated: true)
        }
        let shown = kept.compactMap { ($0 as? ProductDetailViewController)?.id }
        for id in ids where !shown.contains(id) {
            let detail = ProductDetailViewController(store: store, id: id)
            navigationController.pushViewController(detail, animated: true)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.value.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        let product = rows.value[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = product.name
        content.secondaryText = (product.price.map(\.text) + [product.stock.text]).joined(separator: " · ")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        rows.send(.list(.visibleRangeChanged(indexPath.row..<indexPath.row + 1)))
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rows.send(.openProduct(id: rows.value[indexPath.row].id))
    }
}
