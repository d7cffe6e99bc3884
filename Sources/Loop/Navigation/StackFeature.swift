/// Reduces a parent's navigation stack, the work every app that pushes screens would otherwise write
/// again: it routes an event to the screen with its id (and drops, counting, one for a screen no
/// longer there), pushes and pops, scopes each screen's work to the screen so that a pop cancels it,
/// and lifts the screens' delegate effects to the parent in one place.
///
/// ```swift
/// var stack: StackFeature<AppState, Screen, AppEffect> {
///     StackFeature(\.path, effect: AppEffect.path) { id, delegate, state in
///         // what the parent does when the screen `id` tells it something (a product chosen)
///     }
/// }
///
/// case .path(let event): return stack.reduce(&state, event)
/// case .openNote(let id): return stack.push(.note(NoteState(id: id)), &state, then: [.note(.appeared)])
/// ```
public struct StackFeature<Parent, Element: StackElement, ParentEffect>: Reducer {
    /// What the parent does with a delegate effect of the screen with the id: its own effects; it may
    /// change the parent, and push or pop.
    public typealias Delegate = (StackElementID, Element.Effect, inout Parent) -> [ParentEffect]

    private let path: WritableKeyPath<Parent, StackState<Element>>
    private let embed: (StackEffect<Element.Effect>) -> ParentEffect
    private let delegate: Delegate

    /// A stack at `path`, its work embedded in the parent's effects by `embed`, its delegate effects
    /// handed to `delegate`.
    public init(
        _ path: WritableKeyPath<Parent, StackState<Element>>,
        effect embed: @escaping (StackEffect<Element.Effect>) -> ParentEffect,
        delegate: @escaping Delegate = { _, _, _ in [] }
    ) {
        self.path = path
        self.embed = embed
        self.delegate = delegate
    }

    public func reduce(_ parent: inout Parent, _ event: StackEvent<Element.Event>) -> [ParentEffect] {
        switch event {
        case .element(let id, let event):
            guard let effects = parent[keyPath: path].modify(id, { $0.reduce(event) }) ?? nil else {
                parent[keyPath: path].droppedEventCount += 1
                return []
            }
            return run(effects, from: id, &parent)
        case .popFrom(let id):
            return pop(from: id, &parent)
        }
    }

    /// Pushes `element` on top, then sends it `events` (`.appeared`): the parent's effects. The new
    /// screen's id is the stack's `ids.last`.
    public func push(_ element: Element, _ parent: inout Parent, then events: [Element.Event] = [])
        -> [ParentEffect]
    {
        let id = parent[keyPath: path].append(element)
        return events.flatMap { reduce(&parent, .element(id, $0)) }
    }

    /// Pops the screen `id` and those above it: the cancels of their work.
    public func pop(from id: StackElementID, _ parent: inout Parent) -> [ParentEffect] {
        parent[keyPath: path].pop(from: id).map { embed(.cancel($0)) }
    }

    /// Pops the screens from `position` up: the cancels of their work.
    public func pop(fromPosition position: Int, _ parent: inout Parent) -> [ParentEffect] {
        parent[keyPath: path].pop(fromPosition: position).map { embed(.cancel($0)) }
    }

    /// Changes the screen `id` in place with `body`, which returns the screen's effects (a screen's
    /// own method beside `reduce`): the parent's effects; none when the screen is not on the stack.
    public func modify(
        _ id: StackElementID, _ parent: inout Parent, _ body: (inout Element) -> [Element.Effect]
    ) -> [ParentEffect] {
        run(parent[keyPath: path].modify(id, body) ?? [], from: id, &parent)
    }

    /// The parent's effects for the screen `id`'s: its work, scoped to it, and what its delegate
    /// effects make the parent do.
    private func run(_ effects: [Element.Effect], from id: StackElementID, _ parent: inout Parent)
        -> [ParentEffect]
    {
        effects.flatMap { effect in
            effect.scheduling.unscoped == .delegate
                ? delegate(id, effect, &parent) : [embed(.element(id, effect))]
        }
    }
}
