/// An action a control or a menu performs: its handler.
@MainActor open class UIAction: NSObject {
    @MainActor @preconcurrency public convenience init(
        title: String = "", discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.init()
    }
}

/// What a `UIAction` calls.
public typealias UIActionHandler = (UIAction) -> Void

/// A control: a view that sends actions for its events.
@MainActor open class UIControl: UIView {
    /// The events a control sends actions for.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// The control a table pulls down to refresh.
@MainActor open class UIRefreshControl: UIControl {
    open func endRefreshing() {}
}
