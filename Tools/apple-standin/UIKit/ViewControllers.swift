/// An object that responds to events: every view and view controller is one.
@MainActor open class UIResponder: NSObject {}

/// A rectangle of the interface.
@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) {}

    public required init?(coder: NSCoder) {}

    public override convenience init() { self.init(frame: .zero) }
}

/// A screen's controller: its view, its title, its place in a navigation stack, what it presents.
@MainActor open class UIViewController: UIResponder {
    open var title: String?
    open var navigationController: UINavigationController? { nil }
    open var isMovingFromParent: Bool { false }
    open var presentedViewController: UIViewController? { nil }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public required init?(coder: NSCoder) {}

    open func viewDidLoad() {}

    open func viewDidDisappear(_ animated: Bool) {}

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {}

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
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

/// An alert or an action sheet: a title, a message and its actions.
@MainActor open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet from its edge.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }

    open func addAction(_ action: UIAlertAction) {}
}

/// A button of an alert.
@MainActor open class UIAlertAction: NSObject {
    /// How the button looks: standard, cancel or destructive.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
    }
}

/// Key-value observing, which Foundation declares on every `NSObject` on Apple's platforms and not
/// on Linux: declared here because, inside a view controller, it is found before a global function
/// named `observe`.
extension NSObject {
    public func observe<Value>(
        _ keyPath: KeyPath<NSObject, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (NSObject, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

/// What a key-value observation reports.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// A key-value change.
public struct NSKeyValueObservedChange<Value> {}

/// A key-value observation, kept while it is wanted.
public final class NSKeyValueObservation: NSObject {}
