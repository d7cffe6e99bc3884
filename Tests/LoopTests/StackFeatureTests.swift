import Loop
import Testing

/// The framework's navigation stack: events reach a screen by its id, a pop cancels the popped
/// screens' work, and a screen's delegate effects reach the parent in one place.
@MainActor
@Suite("Stack of screens")
struct StackFeatureTests {
    /// Two kinds of screen: a note that counts and saves, and a settings screen with one switch.
    enum Screen: StackElement, Equatable, Encodable {
        case note(count: Int)
        case settings(isOn: Bool)

        enum Event: Equatable, Sendable {
            case increment, save, upload, close
            case saved(Int)
            case toggle
        }

        enum Effect: StackElementEffect, Equatable {
            case save(Int), upload
            /// Delegates: what the note tells its parent.
            case closed, settingsRequested

            enum ID: Hashable, Sendable { case save }

            var scheduling: EffectScheduling<ID> {
                switch self {
                case .save: .replacing(.save)
                case .upload: .run
                case .closed, .settingsRequested: .delegate
                }
            }

            var outlivesScreen: Bool { self == .upload }
        }

        mutating func reduce(_ event: Event) -> [Effect]? {
            switch (self, event) {
            case (.note(let count), .increment):
                self = .note(count: count + 1)
                return []
            case (.note(let count), .save): return [.save(count)]
            case (.note, .upload): return [.upload]
            case (.note, .saved(let count)):
                self = .note(count: count)
                return []
            case (.note, .close): return [.closed]
            case (.settings(let isOn), .toggle):
                self = .settings(isOn: !isOn)
                return [.settingsRequested]
            default: return nil
            }
        }
    }

    struct Parent: Equatable {
        var path = StackState<Screen>()
        /// What the parent heard from its screens, in order.
        var heard: [String] = []
    }

    enum ParentEffect: LoopEffect {
        case path(StackEffect<Screen.Effect>)

        var scheduling: EffectScheduling<StackEffect<Screen.Effect>.ID> {
            guard case .path(let effect) = self else { return .run }
            return effect.scheduling
        }
    }

    /// The parent's stack: a closed note is popped; anything else it hears is written down.
    let stack = StackFeature<Parent, Screen, ParentEffect>(\.path, effect: ParentEffect.path) {
        id, delegate, parent in
        parent.heard.append("\(delegate) from \(id)")
        return delegate == .closed
            ? StackFeature<Parent, Screen, ParentEffect>(\.path, effect: ParentEffect.path).pop(
                from: id, &parent)
            : []
    }

    @Test(
        "an event reaches the screen with its id, not the one on top, and its work is scoped to that screen")
    func routesByID() {
        var parent = Parent(path: [.note(count: 0), .note(count: 5)])
        #expect(stack.reduce(&parent, .element(1, .increment)).isEmpty)
        #expect(parent.path == [.note(count: 1), .note(count: 5)])
        let effects = stack.reduce(&parent, .element(1, .save))
        #expect(effects == [.path(.element(1, .save(1)))])
        #expect(effects[0].scheduling == .scoped(.screen(1), .replacing(.element(1, .save))))
        // Work that outlives its screen belongs to no screen's scope.
        #expect(stack.reduce(&parent, .element(2, .upload)).map(\.scheduling) == [.run])
    }

    @Test("an event for a popped screen, or for another kind of screen, is dropped and counted")
    func dropsStrayEvents() {
        var parent = Parent(path: [.note(count: 0), .settings(isOn: false)])
        _ = stack.reduce(&parent, .popFrom(2))
        #expect(stack.reduce(&parent, .element(2, .toggle)).isEmpty)
        #expect(stack.reduce(&parent, .element(1, .toggle)).isEmpty)
        #expect(parent.path == [.note(count: 0)])
        #expect(parent.path.droppedEventCount == 2)
    }

    @Test("popping a screen pops those above it and cancels their work, bottom first")
    func popCancels() {
        var parent = Parent()
        _ = stack.push(.note(count: 0), &parent)
        _ = stack.push(.note(count: 1), &parent)
        _ = stack.push(.settings(isOn: true), &parent)
        #expect(stack.reduce(&parent, .popFrom(2)) == [.path(.cancel(2)), .path(.cancel(3))])
        #expect(parent.path.ids == [1])
        #expect(stack.pop(fromPosition: 0, &parent) == [.path(.cancel(1))])
        // Emptied after handing out three ids, it equals an empty stack.
        #expect(parent.path == [])
        #expect(ParentEffect.path(.cancel(3)).scheduling == .cancel(.screen(3)))
    }

    @Test("a pushed screen hears its first events, and a new screen never reuses a popped one's id")
    func pushThenEvents() {
        var parent = Parent()
        _ = stack.push(.note(count: 0), &parent)
        _ = stack.pop(from: 1, &parent)
        #expect(
            stack.push(.note(count: 0), &parent, then: [.increment, .save]) == [.path(.element(2, .save(1)))])
        #expect(parent.path.ids == [2])
    }

    @Test("a screen's delegate effects reach the parent, which may pop the screen; they are never run")
    func delegatesLifted() {
        var parent = Parent(path: [.note(count: 0), .settings(isOn: false)])
        #expect(stack.reduce(&parent, .element(2, .toggle)).isEmpty)
        #expect(stack.reduce(&parent, .element(1, .close)) == [.path(.cancel(1)), .path(.cancel(2))])
        #expect(parent.heard == ["settingsRequested from #2", "closed from #1"])
        #expect(parent.path == [])
    }

    @Test("the view gets each screen with its id, bottom first")
    func entries() {
        var parent = Parent(path: [.note(count: 4)])
        _ = stack.push(.settings(isOn: true), &parent)
        let entries = parent.path.entries { "\($0)" }
        #expect(entries.map(\.id) == [1, 2])
        #expect(entries.map(\.value) == ["note(count: 4)", "settings(isOn: true)"])
    }

    @Test(
        "a test writes the expected stack by id: a screen replaced in place, the next one pushed, one set to nil popped with those above"
    )
    func writtenByID() {
        var path: StackState<Screen> = [.note(count: 1)]
        path[id: 1] = .note(count: 2)
        path[id: 2] = .settings(isOn: true)
        path[id: 3] = .note(count: 3)
        #expect(path.ids == [1, 2, 3])
        #expect(path[id: 1] == .note(count: 2))
        path[id: 2] = nil
        #expect(path == [.note(count: 2)])
        path[id: 9] = nil
        #expect(path == [.note(count: 2)])
        path[id: 4] = .settings(isOn: false)
        #expect(path.ids == [1, 4])
    }

    /// Performs a save after a second of the clock's time, answering `saved` with ten times the count;
    /// cancelled, it answers nothing.
    struct SaveHandler: EffectHandler {
        let clock: ManualClock

        func handle(_ effect: ParentEffect, send: Send<StackEvent<Screen.Event>>) async {
            guard case .path(.element(let id, .save(let count))) = effect,
                (try? await clock.sleep(for: .seconds(1))) != nil
            else { return }
            send(.element(id, .saved(count * 10)))
        }
    }

    @Test("in a running loop, popping a screen stops its work: the answer that comes later is dropped")
    func popStopsRunningWork() async throws {
        let clock = ManualClock()
        let loop = EventLoop(
            stack, state: Parent(path: [.note(count: 1), .note(count: 2)]),
            handler: SaveHandler(clock: clock),
            clock: clock)
        loop.send(.element(1, .save))
        loop.send(.element(2, .save))
        loop.send(.popFrom(2))
        try await loop.settle(advancingTimeBy: .seconds(2))
        // The note left on the stack heard its save; the popped one's save never answered, so no
        // answer came for a screen that is gone.
        #expect(loop.state.path == [.note(count: 10)])
        #expect(loop.state.path.droppedEventCount == 0)
    }
}
