import Foundation
import Loop
import Market
import MarketInMemory
import Presenters
import Screens

extension AppSession {
    /// A session on the embedded market, seeded, acting for `credentials`' vendor (who owns part of the
    /// catalogue when it is the demo vendor).
    ///
    /// With a manual clock (the headless driver, tests) the market's latency passes only when the
    /// driver settles or advances; without one it is real time (the interactive app).
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, size: TerminalSize, language: Language,
        latency: Duration = .zero, manualClock: ManualClock?, fileDirectory: URL? = nil
    ) -> AppSession {
        let market = InMemoryMarket(
            seed: seed, accounts: [credentials], clock: manualClock ?? ContinuousClock(), latency: latency)
        return AppSession(
            client: market.client(for: credentials),
            configuration: AppConfiguration(language: language, userVendorID: credentials.vendorID),
            size: size,
            clock: manualClock,
            fileDirectory: fileDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
