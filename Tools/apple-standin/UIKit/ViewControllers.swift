/// An object that responds to events: every view and view controller is one.
@MainActor open class UIResponder: NSObject {}

/// A rectangle of the interface.
@MainActor open class UIView: UIResponder {}

/// A screen's controller: its view, its title and its place in a navigation stack.
@MainActor open class UIViewController: UIResponder {
    open var title: String?
    open var navigationController: UINavigationController? { nil }
    open var isMovingFromParent: Bool { false }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    open func viewDidDisappear(_ animated: Bool) {}
}

/// A stack of view controllers, the top one shown, with a back button to the one under it.
@MainActor open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}
