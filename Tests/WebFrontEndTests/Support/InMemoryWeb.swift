import Foundation
import Loop
import Market
import MarketInMemory
import Presenters
import Screens
import ScreensLive
import WebCore
import WebFrontEnd
import WebTesting

/// The web app on the embedded market, served in memory on a manual clock (`WebTester`), as the web
/// tests use it.
@MainActor
struct InMemoryWeb {
    static let credentials = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "demo", password: "1234")

    let tester: WebTester<OpenMarketWeb>
    /// The market every session shares: a test may make its next answers fail.
    let market: InMemoryMarket
    private let language: Language
    private let latency: Duration
    private let searches: Bool

    /// The app on a market answering after `latency` (on the clock), searching unless told not to.
    init(
        language: Language = .english, latency: Duration = .zero, searches: Bool = true,
        limits: HTTPLimits = HTTPLimits()
    ) {
        self.language = language
        self.latency = latency
        self.searches = searches
        let clock = ManualClock()
        market = InMemoryMarket(seed: 2022, accounts: [Self.credentials], latency: latency)
        tester = WebTester(
            Self.app(market, language: language, searches: searches, clock: clock), clock: clock,
            limits: limits)
    }

    var app: WebApp { tester.app }
    var clock: ManualClock { tester.clock }

    /// A new app on a new market, as a restarted process serves (no sessions).
    func restart() async {
        let market = InMemoryMarket(seed: 2022, accounts: [Self.credentials], latency: latency)
        await tester.restart(with: Self.app(market, language: language, searches: searches, clock: clock))
    }

    private static func app(
        _ market: InMemoryMarket, language: Language, searches: Bool, clock: ManualClock
    ) -> WebApp {
        WebApp(
            .inMemory(
                market: market, credentials: credentials,
                configuration: AppConfiguration(
                    language: language, userVendorID: credentials.vendorID, searches: searches)),
            clock: clock)
    }
}
