/// A view that scrolls its content.
@MainActor open class UIScrollView: UIView {}

/// What a scroll view tells as it scrolls.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// Rows in a scrolling table.
@MainActor open class UITableView: UIScrollView {
    /// How a table groups its rows.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() {}

    open var indexPathsForVisibleRows: [IndexPath]? { nil }
}

/// A table's row.
@MainActor open class UITableViewCell: UIView {
    /// A cell's standard layout.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var contentConfiguration: (any UIContentConfiguration)?

    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// What a view shows, as a value its view applies.
public protocol UIContentConfiguration {}

/// A list row's content: its text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var secondaryText: String?
}

/// What a table shows: its rows' count and cells.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// What a table does when rows show and are chosen.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// A view controller that manages a table: its data source and delegate.
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView! = UITableView()
    open var refreshControl: UIRefreshControl?

    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

extension IndexPath {
    /// The row, in a table's section.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
