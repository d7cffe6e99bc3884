import Loop

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension ViewStore {
    /// A navigation stack's path as a `NavigationStack(path:)` binds it: the ids of the screens at
    /// `keyPath`, bottom first. A write that leaves a shorter prefix (back, a swipe, a long press on
    /// back) sends `pop(id)` for the first screen it left out; any other write (a push by a link)
    /// sends nothing, since the app pushes through its own events.
    public func path(_ keyPath: KeyPath<Value, [StackElementID]>, pop: @escaping (StackElementID) -> Event)
        -> StoreBinding<[StackElementID]>
    {
        StoreBinding(get: { self.value[keyPath: keyPath] }) { ids in
            let current = self.value[keyPath: keyPath]
            guard ids.count < current.count, Array(current.prefix(ids.count)) == ids else { return }
            self.send(pop(current[ids.count]))
        }
    }
}
