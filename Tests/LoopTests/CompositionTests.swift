import Loop
import Testing

/// A parent embeds children in a property, an optional (a presented screen) and a stack, with no
/// boilerplate beyond one call per event.
@Suite("Child reducers")
struct CompositionTests {
    struct Counter: Reducer {
        struct State: Equatable, Identifiable {
            var id: Int
            var count = 0
        }

        enum Effect: Equatable { case announce(Int) }

        func reduce(_ state: inout State, _ event: Int) -> [Effect] {
            state.count += event
            return [.announce(state.count)]
        }
    }

    struct Parent {
        var pinned = Counter.State(id: 0)
        var presented: Counter.State?
        var stack: [Counter.State] = []
    }

    enum ParentEffect: Equatable { case child(Counter.Effect) }

    @Test("a child in a property is reduced in place and its effects are translated")
    func property() {
        var parent = Parent()
        let effects = Counter().reduce(&parent, at: \.pinned, 2, effect: ParentEffect.child)
        #expect(parent.pinned.count == 2)
        #expect(effects == [.child(.announce(2))])
    }

    @Test("an event for an absent optional child is ignored")
    func optional() {
        var parent = Parent()
        #expect(Counter().reduce(&parent, at: \.presented, 1, effect: ParentEffect.child).isEmpty)
        parent.presented = Counter.State(id: 9)
        #expect(
            Counter().reduce(&parent, at: \.presented, 1, effect: ParentEffect.child) == [
                .child(.announce(1))
            ])
        #expect(parent.presented?.count == 1)
    }

    @Test("a child in a stack is found by id; a popped one is ignored")
    func stack() {
        var parent = Parent(stack: [Counter.State(id: 1), Counter.State(id: 2)])
        #expect(
            Counter().reduce(&parent, at: \.stack, id: 2, 5, effect: ParentEffect.child) == [
                .child(.announce(5))
            ])
        #expect(parent.stack.map(\.count) == [0, 5])
        #expect(Counter().reduce(&parent, at: \.stack, id: 3, 5, effect: ParentEffect.child).isEmpty)
    }
}
