/// A value a view owns: the view is drawn again when it changes.
@frozen @propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) {}

    public var wrappedValue: Value {
        get { fatalError("a stand-in: nothing here runs") }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { fatalError("a stand-in: nothing here runs") }
}

/// A value read and written through closures, shared with the view that owns it.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}

    public var wrappedValue: Value {
        get { fatalError("a stand-in: nothing here runs") }
        nonmutating set {}
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("a stand-in: nothing here runs")
    }
}
