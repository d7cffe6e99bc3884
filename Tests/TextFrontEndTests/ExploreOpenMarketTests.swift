import Screens
import ScreensLive
import SweepTesting
import Testing
import TextDriver
import TextDriverTesting
import TextFrontEnd
import TextUI

/// Open Market explored: random sessions on the embedded market, each step a key that means something
/// on the screen in front, text typed or time passing, with the framework's invariants and the app's.
@MainActor
@Suite("Open Market explored")
struct ExploreOpenMarketTests {
    /// Credentials no screen may draw.
    static let credentials = DemoCredentials.from([
        DemoCredentials.identifierVariable: "id-7f3a9c", DemoCredentials.passwordVariable: "pw-5b2e81",
    ])

    @Test(
        "Open Market declares its own invariants: each product listed once, the detail of the product opened, a form sent only valid, a deletion checked only with a password"
    )
    func declared() {
        let app = OpenMarketTextApp(.inMemory(seed: 2022, credentials: Self.credentials))
        let invariants = app.invariants
        #expect(
            invariants.map(\.name) == [
                "a list shows each product once", "the detail shows the product that was opened",
                "a form is sent only when its values pass the rules",
                "a deletion is asked for only with a password typed",
            ])
        let size = TerminalSize(width: 80, height: 24)
        var state = ScreenSnapshotTests.detailState(.english, size)
        let frame = ScreenView.render(state.viewState, size: size)
        #expect(invariants.allSatisfy { $0.check(state, frame, size) == nil })

        var prompt = PasswordPrompt(productID: 105)
        prompt.isVerifying = true
        state.path[detail: 1]?.delete = .passwordPrompt(prompt)
        #expect(
            invariants[3].check(state, frame, size) == "product 105's deletion is checked with no password")
        prompt.password = "pw"
        state.path[detail: 1]?.delete = .passwordPrompt(prompt)
        #expect(invariants[3].check(state, frame, size) == nil)

        state.path[detail: 1]?.detail?.product.id = 999
        #expect(invariants[1].check(state, frame, size) == "the detail of product 105 shows product 999")

        var form = ProductFormState(mode: .register)
        form.isSubmitting = true
        _ = state.path.append(.form(form))
        #expect(
            invariants[2].check(state, frame, size)
                == "the form is being sent with errors in description, images, name, price")
    }

    @Test("random sessions on the embedded market keep every invariant", .sweep)
    func keepsEveryInvariant() async {
        let secrets = ExploreInvariant<AppState>.neverShows([
            Self.credentials.identifier, Self.credentials.password,
        ])
        await assertExplores(
            runs: Sweep.length(full: 60, sample: 5), steps: Sweep.length(full: 40, sample: 30),
            seed: Sweep.seed,
            invariants: [secrets]
        ) { OpenMarketTextApp(.inMemory(seed: 2022, credentials: Self.credentials)) }
    }
}
