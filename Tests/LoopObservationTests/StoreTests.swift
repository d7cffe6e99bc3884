import Foundation
import Loop
import LoopObservation
import LoopTesting
import Observation
import Testing

/// The store as SwiftUI and UIKit would use it, on Linux: what a view reads tells it of changes to
/// that and nothing else; a binding's write goes through the reducer; a navigation path's pop is an
/// event; effects run on the loop's manual clock.
@MainActor
@Suite("Observable store")
struct StoreTests {
    /// A list of titles with notes pushed above it, each editable and saved after a second.
    struct Notes: Reducer {
        struct State: Equatable {
            var titles: [String] = []
            var path = StackState<Note>()
        }

        enum Note: StackElement, Equatable {
            case note(text: String, isSaving: Bool)

            mutating func reduce(_ event: NoteEvent) -> [NoteEffect]? {
                guard case .note(let text, let isSaving) = self else { return nil }
                switch event {
                case .textChanged(let new): self = .note(text: new, isSaving: isSaving)
                case .saveTapped:
                    self = .note(text: text, isSaving: true)
                    return [.save(text)]
                case .saved: self = .note(text: text, isSaving: false)
                }
                return []
            }
        }

        enum NoteEvent: Equatable, Sendable { case textChanged(String), saveTapped, saved }

        enum NoteEffect: StackElementEffect, Equatable { case save(String) }

        enum Event: Equatable, Sendable {
            case titleAdded(String), opened(String)
            case path(StackEvent<NoteEvent>)
        }

        enum Effect: LoopEffect {
            case path(StackEffect<NoteEffect>)
            var scheduling: EffectScheduling<StackEffect<NoteEffect>.ID> {
                switch self {
                case .path(let effect): effect.scheduling
                }
            }
        }

        let stack = StackFeature<State, Note, Effect>(\.path, effect: Effect.path)

        func reduce(_ state: inout State, _ event: Event) -> [Effect] {
            switch event {
            case .titleAdded(let title):
                state.titles.append(title)
                return []
            case .opened(let title): return stack.push(.note(text: title, isSaving: false), &state)
            case .path(let event): return stack.reduce(&state, event)
            }
        }
    }

    /// Saves after a second of the clock's time.
    struct Saver: EffectHandler {
        let clock: ManualClock

        func handle(_ effect: Notes.Effect, send: Send<Notes.Event>) async {
            guard case .path(.element(let id, .save)) = effect,
                (try? await clock.sleep(for: .seconds(1))) != nil
            else { return }
            send(.path(.element(id, .saved)))
        }
    }

    let clock = ManualClock()

    /// What the observation's change handlers were told, in order (they may be called from any thread).
    final class Told: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []

        func append(_ name: String) { lock.withLock { names.append(name) } }
        var all: [String] { lock.withLock { names } }
    }

    func store() -> Store<Notes> {
        Store(EventLoop(Notes(), state: Notes.State(), handler: Saver(clock: clock), clock: clock))
    }

    /// The note with id `id`, as its view reads it.
    func note(_ store: Store<Notes>, _ id: StackElementID) -> ViewStore<Notes.Note?, Notes.Event> {
        store.scope { $0.path[id: id] }
    }

    @Test("a view reading one note is told of that note's changes, not of the list's")
    func scopedInvalidation() {
        let store = store()
        store.send(.opened("Milk"))
        let first = note(store, 1)
        let list = store.scope(\.titles)
        let told = Told()
        withObservationTracking {
            _ = first.value
        } onChange: {
            told.append("note")
        }
        withObservationTracking {
            _ = list.value
        } onChange: {
            told.append("list")
        }
        store.send(.titleAdded("Bread"))
        #expect(told.all == ["list"])
        store.send(.path(.element(1, .textChanged("Oat milk"))))
        #expect(told.all == ["list", "note"])
        #expect(first.value == .note(text: "Oat milk", isSaving: false))
    }

    @Test("a binding's write sends the screen's own edit event, and its reduction comes back as the value")
    func binding() {
        let store = store()
        store.send(.opened("Milk"))
        let first = note(store, 1)
        let text = first.binding(\.self) { _ in .path(.element(1, .textChanged("Soy milk"))) }
        text.wrappedValue = .note(text: "ignored: the event says what changes", isSaving: false)
        #expect(first.value == .note(text: "Soy milk", isSaving: false))
        #expect(text.wrappedValue == .note(text: "Soy milk", isSaving: false))
    }

    @Test(
        "a navigation path set to a shorter prefix pops the first screen left out; a push by a link sends nothing"
    )
    func navigationPath() {
        let store = store()
        store.send(.opened("Milk"))
        store.send(.opened("Bread"))
        store.send(.opened("Eggs"))
        let ids = store.scope(\.path.ids)
        let path = ids.path(\.self) { .path(.popFrom($0)) }
        #expect(path.wrappedValue == [1, 2, 3])
        path.wrappedValue = [1, 2, 3, 9]
        #expect(ids.value == [1, 2, 3])
        path.wrappedValue = [1]
        #expect(ids.value == [1])
        #expect(store.loop.state.path == [.note(text: "Milk", isSaving: false)])
    }

    @Test("work a view starts runs on the loop's clock: the save answers after a second of it")
    func effectsOnTheClock() async throws {
        let store = store()
        store.send(.opened("Milk"))
        let first = note(store, 1)
        first.send(.path(.element(1, .saveTapped)))
        #expect(first.value == .note(text: "Milk", isSaving: true))
        try await store.loop.settle(advancingTimeBy: .milliseconds(999))
        #expect(first.value == .note(text: "Milk", isSaving: true))
        try await store.loop.settle(advancingTimeBy: .milliseconds(1))
        #expect(first.value == .note(text: "Milk", isSaving: false))
    }

    @Test("a UIKit-style observation draws again after a change of what it read, and not for the rest")
    func uikitObservation() async {
        let store = store()
        store.send(.opened("Milk"))
        let first = note(store, 1)
        var drawn: [String] = []
        let tracking = observe {
            if case .note(let text, _)? = first.value { drawn.append(text) }
        }
        #expect(drawn == ["Milk"])
        store.send(.titleAdded("Bread"))
        store.send(.path(.element(1, .textChanged("Oat milk"))))
        await waitUntil(drawn.count, equals: 2)
        #expect(drawn == ["Milk", "Oat milk"])
        tracking.cancel()
        // A second observation, made after the cancel, draws again after the next change; by then the
        // first one's redraw, queued before it on the main actor, has had its turn: it drew nothing.
        var witnessed = 0
        let witness = observe {
            _ = first.value
            witnessed += 1
        }
        store.send(.path(.element(1, .textChanged("Soy milk"))))
        await waitUntil(witnessed, equals: 2)
        #expect(drawn == ["Milk", "Oat milk"])
        witness.cancel()
    }
}
