import Loop
import LoopTesting
import Testing

/// The screen pushed above the wishlist: one wish, starred or not.
struct WishState: Equatable, Sendable {
    var name: String
    var isStarred = false
}

enum WishEvent: Equatable, Sendable {
    case starTapped
    case removeTapped
}

/// Every screen the wishlist pushes, one case each (here only the wish).
enum Destination: StackElement, Equatable {
    case wish(WishState)

    enum Effect: StackElementEffect {
        /// A delegate: the wishlist removes the wish, and pops its screen.
        case removed(name: String)

        var scheduling: EffectScheduling<Never> { .delegate }
    }

    mutating func reduce(_ event: WishEvent) -> [Effect]? {
        guard case .wish(var wish) = self else { return nil }
        defer { self = .wish(wish) }
        switch event {
        case .starTapped:
            wish.isStarred.toggle()
            return []
        case .removeTapped:
            return [.removed(name: wish.name)]
        }
    }
}

struct Wishlist: Equatable {
    var wishes: [String]
    var path = StackState<Destination>()
}

enum WishlistEvent: Equatable, Sendable {
    case wishTapped(String)
    case path(StackEvent<WishEvent>)
}

enum WishlistEffect: LoopEffect {
    case path(StackEffect<Destination.Effect>)

    var scheduling: EffectScheduling<StackEffect<Destination.Effect>.ID> {
        switch self {
        case .path(let effect): effect.scheduling
        }
    }
}

struct WishlistFeature: Reducer {
    /// The pushed screens; what they tell the wishlist comes to the closure.
    var stack: StackFeature<Wishlist, Destination, WishlistEffect> {
        StackFeature(\.path, effect: WishlistEffect.path) { id, effect, wishlist in
            guard case .removed(let name) = effect else { return [] }
            wishlist.wishes.removeAll { $0 == name }
            return self.stack.pop(from: id, &wishlist)
        }
    }

    func reduce(_ wishlist: inout Wishlist, _ event: WishlistEvent) -> [WishlistEffect] {
        switch event {
        case .wishTapped(let name): stack.push(.wish(WishState(name: name)), &wishlist)
        case .path(let event): stack.reduce(&wishlist, event)
        }
    }
}

@Test func aWishIsPushedStarredAndRemoved() {
    let tester = FeatureTester(WishlistFeature(), state: Wishlist(wishes: ["Kettle", "Lamp"]))
    tester.send(.wishTapped("Lamp")) { $0.path = [.wish(WishState(name: "Lamp"))] }
    tester.send(.path(.element(1, .starTapped))) {
        $0.path = [.wish(WishState(name: "Lamp", isStarred: true))]
    }
    tester.send(.path(.element(1, .removeTapped)), effects: [.path(.cancel(1))]) {
        $0.wishes = ["Kettle"]
        $0.path = []
    }
    // The screen is gone: a late event for it is dropped, and counted.
    tester.send(.path(.element(1, .starTapped)))
    #expect(tester.state.path.droppedEventCount == 1)
    tester.finish()
}

/// A note, for an app with many kinds of screen: it reduces its own events, and its app lists it.
struct NoteState: StackScreen {
    static let name = "note"
    var text = ""

    enum Event: Equatable, Codable, Sendable {
        case typed(String)
        case doneTapped
    }

    enum Effect: StackElementEffect, Codable {
        /// A delegate: the note is written, and its parent pops it.
        case done(String)

        var scheduling: EffectScheduling<Never> { .delegate }
    }

    mutating func reduce(_ event: Event) -> [Effect] {
        switch event {
        case .typed(let text):
            self.text += text
            return []
        case .doneTapped:
            return [.done(text)]
        }
    }
}

/// Every screen the notebook pushes, a line each.
enum NotebookScreens: ScreenRegistry {
    static let screens: [any StackScreen.Type] = [NoteState.self]
}

struct Notebook: Equatable {
    var notes: [String] = []
    var path = StackState<AnyScreen<NotebookScreens>>()
}

@Test func aListedScreenIsPushedTypedIntoAndPopped() {
    let stack = StackFeature<
        Notebook, AnyScreen<NotebookScreens>, StackEffect<AnyScreenEffect<NotebookScreens>>
    >(
        \.path, effect: { $0 }
    ) { id, effect, notebook in
        guard case .done(let text)? = effect.base(for: NoteState.self) else { return [] }
        notebook.notes.append(text)
        return notebook.path.pop(from: id).map { .cancel($0) }
    }
    var notebook = Notebook()
    _ = stack.push(AnyScreen(NoteState()), &notebook)
    _ = stack.reduce(&notebook, .element(1, AnyScreenEvent(.typed("Buy milk"), for: NoteState.self)))
    #expect(notebook.path[id: 1]?.screen(NoteState.self)?.text == "Buy milk")
    let effects = stack.reduce(&notebook, .element(1, AnyScreenEvent(.doneTapped, for: NoteState.self)))
    #expect(effects == [.cancel(1)])
    #expect(notebook == Notebook(notes: ["Buy milk"], path: []))
}
