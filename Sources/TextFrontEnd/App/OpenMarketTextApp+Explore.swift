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
    /// explore`), besides the framework's invariants.
    public var invariants: [ExploreInvariant<AppState>] {
        [
            ExploreInvariant("a list shows each product once") { state, _, _ in
                let ids = state.viewState.topList?.cells.map(\.id) ?? []
                return Set(ids).count == ids.count ? nil : "the products on screen repeat: \(ids)"
            },
            ExploreInvariant("the detail shows the product that was opened") { state, _, _ in
                guard case .detail(let detail)? = state.path.last, let shown = detail.detail,
                    shown.id != detail.productID
                else { return nil }
                return "the detail of product \(detail.productID) shows product \(shown.id)"
            },
        ]
    }
}
