extension Reducer {
    /// Runs this reducer on a child feature's state stored in a parent's property, translating the
    /// child's effects into the parent's. The child's state is mutated in place, never copied.
    ///
    /// ```swift
    /// case .list(let event):
    ///     return ProductListFeature().reduce(&state, at: \.list, event, effect: AppEffect.list)
    /// ```
    public func reduce<Parent, ParentEffect>(
        _ parent: inout Parent, at path: WritableKeyPath<Parent, State>, _ event: Event,
        effect toParent: (Effect) -> ParentEffect
    ) -> [ParentEffect] {
        reduce(&parent[keyPath: path], event).map(toParent)
    }

    /// Runs this reducer on an optional child (a presented screen); an event for an absent child is
    /// ignored, as an answer arriving after its screen closed should be.
    public func reduce<Parent, ParentEffect>(
        _ parent: inout Parent, at path: WritableKeyPath<Parent, State?>, _ event: Event,
        effect toParent: (Effect) -> ParentEffect
    ) -> [ParentEffect] {
        guard parent[keyPath: path] != nil else { return [] }
        return reduce(&parent[keyPath: path]!, event).map(toParent)
    }

}
