import Foundation
import Images
import Loop
import TextDriver
import TextUI

/// The smallest app the driver can run: a tally that counts `+` presses, saves after a second on the
/// clock (busy meanwhile), takes a note as text, and quits on `q`.
struct Tally: Reducer {
    struct State: Equatable {
        var count = 0
        var note = ""
        var isSaving = false
        var width = 0
    }

    enum Event: Equatable, Sendable {
        case plus, save, saved, typed(String), resized(Int), attached(String)
    }

    enum Effect: LoopEffect { case save }

    func reduce(_ state: inout State, _ event: Event) -> [Effect] {
        switch event {
        case .plus: state.count += 1
        case .save:
            state.isSaving = true
            return [.save]
        case .saved: state.isSaving = false
        case .typed(let text): state.note += text
        case .resized(let width): state.width = width
        case .attached(let name): state.note = name
        }
        return []
    }
}

/// Saves after a second on the loop's clock; or never, for work that never ends.
struct TallyHandler: EffectHandler {
    let clock: any Clock<Duration>
    var neverSaves = false
    /// A stream nothing is ever sent on; its continuation is kept so that it never finishes.
    private let never = AsyncStream<Never>.makeStream()

    init(clock: any Clock<Duration>, neverSaves: Bool) {
        self.clock = clock
        self.neverSaves = neverSaves
    }

    func handle(_ effect: Tally.Effect, send: Send<Tally.Event>) async {
        if neverSaves { for await _ in never.stream {} }
        try? await clock.sleep(for: .seconds(1))
        send(.saved)
    }
}

struct TallyApp: TextApp {
    typealias Feature = Tally

    /// A clock the handler sleeps on instead of the loop's, for the mistake of giving it another one.
    var handlerClock: ManualClock?
    /// Places a 2 × 2 pixel picture in the last two columns of the top row while the count is even.
    var showsPicture = false
    /// Whether a save runs for ever.
    var neverSaves = false
    /// Draws its frame a column wider than a screen narrower than 80 once the count is 2: a bug only
    /// a phone-sized screen shows.
    var overflowsNarrow = false
    /// The note's length at which the app's own invariant breaks, for `explore`; nil: it has none.
    var noteLimit: Int?

    var invariants: [ExploreInvariant<Tally.State>] {
        guard let noteLimit else { return [] }
        return [
            ExploreInvariant("the note stays short") { state, _, _ in
                state.note.count >= noteLimit ? "the note is \(state.note.count) characters long" : nil
            }
        ]
    }

    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<Tally> {
        EventLoop(
            Tally(), state: Tally.State(),
            handler: TallyHandler(
                clock: (handlerClock ?? clock).map { $0 as any Clock<Duration> } ?? ContinuousClock(),
                neverSaves: neverSaves),
            clock: clock)
    }

    func launchEvents(size: TerminalSize) -> [Tally.Event] { [.resized(size.width)] }

    func resizeEvents(size: TerminalSize) -> [Tally.Event] { [.resized(size.width)] }

    func render(_ state: Tally.State, size: TerminalSize, tick: Int) -> Frame {
        let overflows = overflowsNarrow && size.width < 80 && state.count >= 2
        var canvas = Canvas(width: size.width + (overflows ? 1 : 0), height: size.height)
        canvas.draw("count \(state.count)\(state.isSaving ? " saving" : "")", at: Point(x: 0, y: 0))
        canvas.draw("note \(state.note)", at: Point(x: 0, y: 1))
        canvas.draw("tick \(tick) width \(state.width)", at: Point(x: 0, y: 2))
        if showsPicture, state.count.isMultiple(of: 2),
            let image = Picture(width: 2, height: 2, rgb: [UInt8](repeating: 200, count: 12))
        {
            canvas.placePicture(image, in: Rect(x: size.width - 2, y: 0, width: 2, height: 1))
        }
        return canvas.frame()
    }

    func isBusy(_ state: Tally.State) -> Bool { state.isSaving }

    func action(for key: Key, in state: Tally.State) -> KeyAction<Tally.Event>? {
        switch key {
        case .character("+"): .send(.plus)
        case .character("s"): .send(.save)
        case .character("q"): .quit
        case .character(let character): .send(.typed(String(character)))
        default: nil
        }
    }

    func attachmentEvent(fileName: String, data: Data, in state: Tally.State) -> Tally.Event? {
        .attached(fileName)
    }
}
