/// A value a control reads and writes (a text field's text, a toggle, a navigation path) through a
/// view store: SwiftUI's `Binding(get:set:)` takes its two closures as they are. They run on the main
/// actor, where view stores are read and sent to, and say so in their types, as the `@isolated(any)
/// @Sendable` closures SwiftUI asks for must.
@MainActor
public struct StoreBinding<Value> {
    /// The value as the store has it now.
    public let get: @MainActor () -> Value
    /// What a write does: send the event that changes it.
    public let set: @MainActor (Value) -> Void

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// The value, read and written as a control does.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}
