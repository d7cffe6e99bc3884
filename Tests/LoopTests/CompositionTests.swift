import Loop
import Testing

/// A parent embeds children in a property and an optional (a presented screen), with no
/// boilerplate beyond one call per event.
@Suite("Child reducers")
struct CompositionTests {
    struct Counter: Reducer {
        struct State: Equatable {
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
}
