import Loop
import Market

/// No work: the floor features return no effects.
enum NoEffect: LoopEffect {}

/// Starts nothing, for features that never return an effect.
struct NoWork<Event: Sendable>: EffectHandler {
    func handle(_ effect: NoEffect, send: Send<Event>) async {}
}

/// The smallest feature there is: what `send` costs beyond the reducer shows whole.
struct Counter: Reducer {
    enum Event: Sendable { case increment }

    func reduce(_ state: inout Int, _ event: Event) -> [NoEffect] {
        state &+= 1
        return []
    }
}

/// A state holding a catalogue of products and one small field, changed one event at a time: the
/// loop's cost must not grow with what the state holds, since it never copies it.
struct Shelf: Reducer {
    struct State {
        var products: [Product]
        var isGrid = false
    }

    enum Event: Sendable {
        /// Flips `isGrid`.
        case toggle
        /// Appends a page of products at the end.
        case append([Product])
        /// Removes products from the end, undoing appends (outside the timed region).
        case removeLast(Int)
    }

    func reduce(_ state: inout State, _ event: Event) -> [NoEffect] {
        switch event {
        case .toggle: state.isGrid.toggle()
        case .append(let page): state.products.append(contentsOf: page)
        case .removeLast(let count): state.products.removeLast(count)
        }
        return []
    }
}
