import Screens
import ScreensLive
import TextDriver

extension OpenMarketTextApp {
    /// On the embedded market, `fail` and `timeout`: its next answer fails so (`MarketFaults`).
    public var faults: [String] { app.faults == nil ? [] : MarketFaults.names }

    public func inject(fault name: String) async -> Bool {
        await app.faults?.inject(name) ?? false
    }

    /// What Open Market declares must hold after every step of an explored session (`openmarket
    /// explore`), besides the framework's invariants: each product listed once, the detail of the
    /// product opened, a form sent only valid, a deletion checked only with a password.
    public var invariants: [ExploreInvariant<AppState>] {
        [
            ExploreInvariant("a list shows each product once") { state, _, _ in
                // The cells of the list on top, as its view state draws them (not the whole app's).
                let ids = state.topList?.viewState(state.configuration.strings).cells.map(\.id) ?? []
                return Set(ids).count == ids.count ? nil : "the products on screen repeat: \(ids)"
            },
            ExploreInvariant("the detail shows the product that was opened") { state, _, _ in
                guard let detail = state.path.last?.screen(ProductDetailState.self),
                    let shown = detail.detail,
                    shown.id != detail.productID
                else { return nil }
                return "the detail of product \(detail.productID) shows product \(shown.id)"
            },
            ExploreInvariant("a form is sent only when its values pass the rules") { state, _, _ in
                for form in state.path.compactMap({ $0.screen(ProductFormState.self) })
                where form.isSubmitting && !form.errors.isEmpty {
                    let fields = form.errors.keys.map { "\($0)" }.sorted().joined(separator: ", ")
                    return "the form is being sent with errors in \(fields)"
                }
                return nil
            },
            ExploreInvariant("a deletion is asked for only with a password typed") { state, _, _ in
                for detail in state.path.compactMap({ $0.screen(ProductDetailState.self) }) {
                    guard let prompt = detail.delete?.passwordPrompt, prompt.isVerifying,
                        prompt.password.isEmpty
                    else { continue }
                    return "product \(prompt.productID)'s deletion is checked with no password"
                }
                return nil
            },
        ]
    }
}
