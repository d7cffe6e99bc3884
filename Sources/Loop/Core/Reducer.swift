/// A feature's screen logic: a pure function that applies an event to the state and says which work
/// to start, as values.
///
/// The reducer is the only place a feature's state changes. It never performs I/O: what it wants done
/// (fetch a page, load a thumbnail) it returns as `Effect` values, which an `EffectHandler` performs
/// and answers with new events. Because effects are plain values, a test asserts exactly which ones a
/// step emitted, with no mocks.
///
/// ```swift
/// struct Counter: Reducer {
///     func reduce(_ state: inout Int, _ event: CounterEvent) -> [CounterEffect] {
///         switch event {
///         case .increment: state += 1; return []
///         case .save: return [.save(state)]
///         }
///     }
/// }
/// ```
public protocol Reducer<State, Event, Effect> {
    associatedtype State
    associatedtype Event
    associatedtype Effect

    /// Applies `event` to `state` in place and returns the work to start, in order.
    func reduce(_ state: inout State, _ event: Event) -> [Effect]
}
