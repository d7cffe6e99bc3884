import Loop
import Observation

/// A feature's event loop as SwiftUI and UIKit views use it. Each view asks for the part of the state
/// it draws with `scope(_:)` (a screen of the stack, by its id) and gets a `ViewStore`, an observable
/// value that changes only when that part does: a view reading the detail is not invalidated by a
/// change on the list. What a person does goes back through `send(_:)`; effects run on the loop, on
/// its clock (a `ManualClock` in tests).
///
/// ```swift
/// let store = Store(EventLoop(AppFeature(), state: state, handler: handler))
/// let detail = store.scope { $0.path[id: id].map { $0.viewState(strings) } }
/// // SwiftUI: Text(detail.value?.title ?? "") and Button { detail.send(.detail(.retryTapped, on: id)) }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@MainActor
public final class Store<Feature: Reducer> where Feature.Effect: LoopEffect, Feature.Event: Sendable {
    /// The loop the views drive.
    public let loop: EventLoop<Feature>

    public init(_ loop: EventLoop<Feature>) {
        self.loop = loop
    }

    /// Sends what a person did.
    public func send(_ event: Feature.Event) {
        loop.send(event)
    }

    /// An observable value of `project(state)`, kept up to date as long as the view store is kept,
    /// and changed only when the projected value changes.
    public func scope<Value: Equatable>(_ project: @escaping (Feature.State) -> Value) -> ViewStore<
        Value, Feature.Event
    > {
        ViewStore(loop: loop, project: project)
    }
}
