import Loop
import LoopObservation
import Screens
import UIKit

/// The list: every loaded product in a table, the next page asked for as the rows near its end come
/// into view, pull to refresh, a failure in an alert with its retry; a product chosen pushes its
/// detail, because the state's stack now holds it.
final class ProductListViewController: UITableViewController {
    /// A row as the table draws it.
    struct Row: Equatable {
        var id: Int
        var name: String
        var detail: String
    }

    /// The store, kept here: the app's only owner of its event loop.
    private let store: Store<AppFeature>
    /// Each part observed on its own, so each redraw runs only when what it draws changes.
    private let heading: ViewStore<String, AppEvent>
    private let rows: ViewStore<[Row], AppEvent>
    private let isBusy: ViewStore<Bool, AppEvent>
    private let alert: ViewStore<AlertViewState?, AppEvent>
    /// The ids of the details on the state's stack, bottom first.
    private let details: ViewStore<[StackElementID], AppEvent>
    /// The rows the table was last reloaded with: what its data source answers from.
    private var shown: [Row] = []
    private var reportedRows: Range<Int>?
    private var trackings: [RedrawTracking] = []

    init(store: Store<AppFeature>) {
        self.store = store
        heading = store.scope { $0.list.viewState($0.configuration.strings).title }
        rows = store.scope { state in
            state.list.loadedCells(state.configuration.strings).map { cell in
                Row(
                    id: cell.id, name: cell.name,
                    detail: (cell.price.map(\.text) + [cell.stock.text]).joined(separator: " · "))
            }
        }
        isBusy = store.scope { $0.list.isBusy }
        alert = store.scope { $0.viewState.alert }
        details = store.scope { state in state.path.ids.filter { state.path[detail: $0] != nil } }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [store] _ in store.send(.list(.refreshPulled)) }, for: .valueChanged)
        refreshControl = refresh
        // Qualified: inside a view controller, NSObject's key-value `observe` would be found first.
        trackings = [
            LoopObservation.observe { [weak self] in self?.drawRows() },
            LoopObservation.observe { [weak self] in self?.endRefreshing() },
            LoopObservation.observe { [weak self] in self?.presentAlert() },
            LoopObservation.observe { [weak self] in self?.followStack() },
        ]
    }

    private func drawRows() {
        title = heading.value
        shown = rows.value
        tableView.reloadData()
    }

    private func endRefreshing() {
        if !isBusy.value { refreshControl?.endRefreshing() }
    }

    /// Shows the state's alert, with its retry when it has one, over whatever is on top; takes it
    /// down when the state has none.
    private func presentAlert() {
        let alert = alert.value  // read first: what is read is what calls this again
        guard let navigationController else { return }
        guard let alert else {
            if navigationController.presentedViewController is UIAlertController {
                navigationController.dismiss(animated: true)
            }
            return
        }
        guard navigationController.presentedViewController == nil else { return }
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        if let retry = alert.retry {
            controller.addAction(
                UIAlertAction(title: retry, style: .default) { [store] _ in store.send(.alertRetryTapped) })
        }
        controller.addAction(
            UIAlertAction(title: alert.dismiss, style: .cancel) { [store] _ in store.send(.alertDismissed) })
        navigationController.present(controller, animated: true)
    }

    /// Makes the navigation controller's stack the state's: this list, then a detail for each id, the
    /// ones already shown kept.
    private func followStack() {
        let ids = details.value  // read first: what is read is what calls this again
        guard let navigationController else { return }
        let open = navigationController.viewControllers.compactMap { $0 as? ProductDetailViewController }
        let pushed = ids.map { id in
            open.first { $0.id == id } ?? ProductDetailViewController(store: store, id: id)
        }
        let target = [self] + pushed as [UIViewController]
        if target != navigationController.viewControllers {
            navigationController.setViewControllers(target, animated: true)
        }
    }

    /// Tells the list which rows are in view when that changes: it asks for the next page near the
    /// end. Reported from scrolling, not from each cell shown, which every reload shows again.
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let visible = tableView.indexPathsForVisibleRows?.map(\.row), let first = visible.min(),
            let last = visible.max(), first..<last + 1 != reportedRows
        else { return }
        reportedRows = first..<last + 1
        store.send(.list(.visibleRangeChanged(first..<last + 1)))
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = shown[indexPath.row].name
        content.secondaryText = shown[indexPath.row].detail
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        store.send(.openProduct(id: shown[indexPath.row].id))
    }
}
