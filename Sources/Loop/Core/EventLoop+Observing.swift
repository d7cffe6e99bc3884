// Observers: what a view draws, told only when it changed.

extension EventLoop {
    /// How many times the loop has moved (an event reduced, an effect started, finished or
    /// cancelled). The state changes only when it moves, so what a front end works out from the state
    /// (its view state) stays current while the revision stays the same.
    public var revision: UInt64 { progress }
}

extension EventLoop {
    /// Calls `onChange` with `project(state)` now and whenever that value changes, for as long as the
    /// returned `ObserverToken` is kept (cancelling or dropping it unregisters the observer).
    ///
    /// Project only what you draw: the loop keeps the last projected value to compare with.
    ///
    /// Inlinable so that the comparison is compiled for the caller's concrete types.
    @inlinable
    public func observe<Value: Equatable>(
        _ project: @escaping (State) -> Value, onChange: @escaping (Value) -> Void
    ) -> ObserverToken {
        let last = LastValue(project(state))
        onChange(last.value)
        return addObserver { _, _, state in
            let value = project(state)
            guard value != last.value else { return }
            last.value = value
            onChange(value)
        }
    }

    /// Calls `observe` after every event is reduced, with the event, the effects the reducer returned
    /// and the state it left (only to read), before the observers are told and the effects start: what
    /// a recorder writes. Step observers are called in registration order, each kept as long as the
    /// returned `ObserverToken` is; a second one watches beside the first, never in its place.
    public func observeSteps(
        _ observe: @escaping (_ event: Event, _ effects: [Effect], _ state: inout State) -> Void
    ) -> ObserverToken {
        nextObserverID += 1
        let id = nextObserverID
        stepObservers.append(Observer(id: id, notify: observe))
        chainObservers()
        return ObserverToken { [weak self] in
            self?.stepObservers.removeAll { $0.id == id }
            self?.chainObservers()
        }
    }

    /// Registers an observer's comparison; observers are called in registration order. It takes the
    /// step's event and effects too, so that one closure type chains with the step observer.
    @usableFromInline
    func addObserver(_ notify: @escaping (Event, [Effect], inout State) -> Void) -> ObserverToken {
        nextObserverID += 1
        let id = nextObserverID
        observers.append(Observer(id: id, notify: notify))
        chainObservers()
        return ObserverToken { [weak self] in
            self?.observers.removeAll { $0.id == id }
            self?.chainObservers()
        }
    }

    /// An observer's comparison of its projection; it only reads the state it is given.
    final class Observer {
        let id: UInt64
        let notify: (Event, [Effect], inout State) -> Void

        init(id: UInt64, notify: @escaping (Event, [Effect], inout State) -> Void) {
            self.id = id
            self.notify = notify
        }
    }

    /// Composes the step observers and the observers, in that order, into the one closure `step`
    /// calls, so an event costs one call however they are stored.
    func chainObservers() {
        var chain: ((Event, [Effect], inout State) -> Void)?
        for observer in stepObservers + observers {
            let notify = observer.notify
            if let previous = chain {
                chain = { event, effects, state in
                    previous(event, effects, &state)
                    notify(event, effects, &state)
                }
            } else {
                chain = notify
            }
        }
        afterStep = chain
    }
}

/// The value an observer projected last, kept between events to compare with.
///
/// Exclusivity is unchecked (a captured `var` would be checked on every event): only the one observer
/// closure that creates it ever sees it, on the main actor, and it reads the value to compare and
/// assigns it before calling `onChange`, so no access to it spans a call that could reach it again.
@usableFromInline
final class LastValue<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// Keeps an observer registered while it is kept: `cancel()`, or dropping the last reference to it,
/// removes the observer, as a view that goes away stops observing.
@MainActor
public final class ObserverToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    isolated deinit {
        cancel()
    }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
