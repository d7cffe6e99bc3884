import Screens
import SweepTesting
import Testing
import TextDriver
import TextFrontEnd

/// Open Market explored: random sessions on the embedded market, each step a key that means something
/// on the screen in front, text typed or time passing, with the framework's invariants and the app's.
@MainActor
@Suite("Open Market explored")
struct ExploreOpenMarketTests {
    /// Credentials no screen may draw.
    static let credentials = DemoCredentials.from([
        DemoCredentials.identifierVariable: "id-7f3a9c", DemoCredentials.passwordVariable: "pw-5b2e81",
    ])

    /// What Open Market declares besides the framework's invariants.
    static let invariants: [ExploreInvariant<AppState>] = [
        .neverShows([credentials.identifier, credentials.password]),
        ExploreInvariant("a list shows each product once") { state, _, _ in
            let ids = state.viewState.topList?.cells.map(\.id) ?? []
            return Set(ids).count == ids.count ? nil : "the products on screen repeat: \(ids)"
        },
    ]

    @Test("random sessions on the embedded market keep every invariant", .sweep)
    func keepsEveryInvariant() async {
        var explorer = Explorer(invariants: Self.invariants) {
            OpenMarketTextApp(.inMemory(seed: 2022, credentials: Self.credentials))
        }
        explorer.runs = Sweep.length(full: 100, sample: 5)
        explorer.steps = Sweep.length(full: 50, sample: 30)
        explorer.seed = Sweep.seed
        let failure = await explorer.explore()
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
