import Foundation
import Loop
import Market
import Presenters
import Screens
import ScreensLive
import SweepTesting
import Testing
import TextDriver
import TextFrontEnd
import TextUI

/// Explore proven on bugs planted in Open Market, each one real apps ship (`PlantedBug`): the explorer,
/// with its default budget (100 sessions of 40 steps), finds each and shrinks it to at most 12 steps.
/// The bugs are planted in a reducer of this test's own around the app's, never in the shipped code.
@MainActor
@Suite("Explore finds planted bugs")
struct PlantedBugsTests {
    @Test(
        "a failed page left unhandled is found within the default budget, as a busy screen with no work, in at most 12 steps"
    )
    func failureIgnored() async throws {
        let actions = try await found(
            .failureIgnored, breaking: "once no work is in flight, no screen is busy")
        #expect(
            actions.contains { if case .fault = $0 { true } else { false } },
            "the page fails only when a fault makes it")
    }

    /// Its search takes about 4.5 s of the main actor in a debug build, a quarter of the suite's budget:
    /// it runs with the long sweeps, as CI runs them.
    @Test(
        "a form sent unchecked is found within the default budget, by Open Market's invariant, in at most 12 steps",
        .enabled(if: Sweep.isFull, "a long sweep: \(Sweep.fullVariable)=1 swift test --filter PlantedBugs"))
    func validationSkipped() async throws {
        try await found(.validationSkipped, breaking: "a form is sent only when its values pass the rules")
    }

    /// Found in the 15th session, about 3.5 s of the main actor in a debug build: with the long sweeps.
    @Test(
        "a popped detail's late answer shown on the next detail is found within the default budget, in at most 12 steps",
        .enabled(if: Sweep.isFull, "a long sweep: \(Sweep.fullVariable)=1 swift test --filter PlantedBugs"))
    func answerAfterPop() async throws {
        let actions = try await found(
            .answerAfterPop, breaking: "the detail shows the product that was opened")
        #expect(actions.contains(.key(.escape)), "the first detail is popped before its answer")
    }

    /// Explores the app with `bug` planted on the default budget, expects it found by `invariant` and
    /// shrunk to at most 12 steps, and returns those steps (the session's set-up left out).
    @discardableResult
    private func found(_ bug: PlantedBug, breaking invariant: String) async throws -> [ScriptCommand] {
        let explorer = Explorer(invariants: PlantedApp(bug).invariants) { PlantedApp(bug) }
        let failure = try #require(await explorer.explore(), "explore found no bug")
        #expect(failure.invariant == invariant)
        let actions = Array(failure.commands.drop { $0 != .launch }.dropFirst())
        #expect(actions.count <= 12, "shrunk to \(actions.count) steps: \(actions)")
        return actions
    }

    @Test("without a planted bug, the same explorer finds none", .sweep)
    func noneWithoutBug() async {
        var explorer = Explorer(invariants: PlantedApp(nil).invariants) { PlantedApp(nil) }
        explorer.runs = Sweep.length(full: 100, sample: 5)
        #expect(await explorer.explore() == nil)
    }
}

/// A bug planted in Open Market's reducer.
enum PlantedBug: Sendable {
    /// A page that fails is never handled: the list says it is loading forever.
    case failureIgnored
    /// The register form sends what was typed as it is, unchecked.
    case validationSkipped
    /// A detail's load goes on after the detail is popped, and its answer is given to whichever detail
    /// is on top: a completion handler that updates the screen showing, not the one that asked.
    case answerAfterPop
}

/// `AppFeature` with `bug` planted around it.
struct PlantedFeature: Reducer {
    let bug: PlantedBug?
    private let base = AppFeature()

    func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        switch (bug, event) {
        case (.failureIgnored?, .list(.pageFailed)):
            return []
        case (.validationSkipped?, .path(.element(let id, .form(.submitTapped)))):
            return Self.sendUnchecked(&state, id, onlyFrom: nil) ?? base.reduce(&state, event)
        case (.validationSkipped?, .path(.element(let id, .form(.focusConfirmed)))):
            return Self.sendUnchecked(&state, id, onlyFrom: .submit) ?? base.reduce(&state, event)
        case (.answerAfterPop?, .path(.element(let id, let screenEvent))) where state.path[id: id] == nil:
            // Shown on whichever detail is on top, as a completion handler that sets the product of
            // the screen showing.
            guard case .detailLoaded(let loaded)? = screenEvent.detail, let top = state.path.ids.last,
                var detail = state.path[detail: top]
            else { return base.reduce(&state, event) }
            detail.detail = loaded
            detail.isLoading = false
            state.path[detail: top] = detail
            return []
        case (.answerAfterPop?, _):
            let details = Set(state.path.ids.filter { state.path[detail: $0] != nil })
            return base.reduce(&state, event).filter { effect in
                guard case .path(.cancel(let id)) = effect else { return true }
                return !details.contains(id)
            }
        default:
            return base.reduce(&state, event)
        }
    }

    /// The register form `id`'s input sent to the market as it is when the rules refuse it and it is
    /// submitted (clicked, or confirmed with the focus on `focus`); nil otherwise (the app then does as
    /// it should).
    private static func sendUnchecked(
        _ state: inout AppState, _ id: StackElementID, onlyFrom focus: FormFocus?
    )
        -> [AppEffect]?
    {
        guard var form = state.path[id: id]?.screen(ProductFormState.self), case .register = form.mode,
            !form.isSubmitting,
            !form.errors.isEmpty, focus == nil || form.focus == focus
        else { return nil }
        let input = form.input
        let draft = ProductDraft(
            name: input.name, description: input.description, price: Double(input.price) ?? 0,
            stock: Int(input.stock) ?? 0, currency: input.currency, images: input.images)
        form.isSubmitting = true
        state.path.modify(id) { $0 = .form(form) }
        return [.path(.element(id, .form(.register(draft))))]
    }
}

/// Open Market on the embedded market with `bug` planted in its reducer; everything else is the app's.
struct PlantedApp: TextApp {
    typealias Feature = PlantedFeature
    nonisolated static var languages: [String] { OpenMarketTextApp.languages }

    let bug: PlantedBug?
    /// The embedded market answers after 300 ms on the session's clock, so that answers wait for time
    /// to pass and a person can act before they come.
    private let base = OpenMarketTextApp.inMemory(
        seed: 2022, credentials: VendorCredentials(vendorID: 7, identifier: "planted", password: "planted"),
        latency: .milliseconds(300))

    init(_ bug: PlantedBug?) { self.bug = bug }

    func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<PlantedFeature> {
        EventLoop(
            PlantedFeature(bug: bug),
            state: base.app.initialState(language: language.flatMap(Language.init(rawValue:))),
            handler: base.app.makeEffectHandler(clock: clock), clock: clock)
    }

    func launchEvents(size: TerminalSize) -> [AppEvent] { base.launchEvents(size: size) }
    func resizeEvents(size: TerminalSize) -> [AppEvent] { base.resizeEvents(size: size) }
    func languageEvents(_ language: String) -> [AppEvent] { base.languageEvents(language) }
    func viewState(of state: AppState) -> AppViewState { base.viewState(of: state) }
    func render(_ view: AppViewState, size: TerminalSize, tick: Int) -> Frame {
        base.render(view, size: size, tick: tick)
    }
    func isBusy(_ view: AppViewState) -> Bool { base.isBusy(view) }
    func action(for key: Key, in view: AppViewState) -> KeyAction<AppEvent>? {
        base.action(for: key, in: view)
    }
    func events(typing text: String, in view: AppViewState) -> [AppEvent]? {
        base.events(typing: text, in: view)
    }
    func attachmentEvent(fileName: String, data: Data, in view: AppViewState) -> AppEvent? {
        base.attachmentEvent(fileName: fileName, data: data, in: view)
    }
    var faults: [String] { base.faults }
    func inject(fault name: String) async -> Bool { await base.inject(fault: name) }
    var invariants: [ExploreInvariant<AppState>] { base.invariants }
}
