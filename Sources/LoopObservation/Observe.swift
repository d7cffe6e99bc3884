import Observation

/// Calls `apply` now, and again after each change of an observable value it read (a view store's
/// `value`), on the main actor, until the returned tracking is cancelled or dropped: how a
/// `UIViewController` keeps its views drawn from the store, redrawing only for what it draws. In a view
/// controller, call it `LoopObservation.observe`: `NSObject`'s key-value `observe` is found first.
///
/// The call after a change comes once the change is made, in a task of its own on the main actor, as
/// UIKit's own observation tracking redraws at the next layout.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
@discardableResult
public func observe(_ apply: @escaping @MainActor () -> Void) -> RedrawTracking {
    let tracking = RedrawTracking(apply)
    tracking.track()
    return tracking
}

/// Keeps `observe(_:)`'s closure called after each change of what it read, until `cancel()` or until
/// it is dropped.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class RedrawTracking {
    private var apply: (@MainActor () -> Void)?

    init(_ apply: @escaping @MainActor () -> Void) {
        self.apply = apply
    }

    /// Stops the calls.
    public func cancel() {
        apply = nil
    }

    func track() {
        guard let apply else { return }
        withObservationTracking(apply) { [weak self] in
            Task { @MainActor in self?.track() }
        }
    }
}
