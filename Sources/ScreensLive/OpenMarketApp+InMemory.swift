import Foundation
import Loop
import Market
import MarketInMemory
import Screens

extension OpenMarketApp {
    /// The app on the embedded market, seeded, acting for `credentials`' vendor (who owns part of the
    /// catalogue when it is the demo vendor), with search (the embedded market answers it). Every
    /// session made here shares one market, whose latency passes on the session's clock: only when a
    /// script settles or advances, or in real time. With `photos`, its products show the demo's
    /// photographs rather than squares of one colour.
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, latency: Duration = .zero, photos: Bool = false,
        configuration: AppConfiguration? = nil,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> OpenMarketApp {
        inMemory(
            market: InMemoryMarket(seed: seed, photos: photos, accounts: [credentials], latency: latency),
            credentials: credentials, configuration: configuration, fileDirectory: fileDirectory)
    }

    /// The app on `market`, shared by every session made here (a market kept in a file, say).
    public static func inMemory(
        market: InMemoryMarket, credentials: VendorCredentials, configuration: AppConfiguration? = nil,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> OpenMarketApp {
        var app = OpenMarketApp(
            configuration: configuration
                ?? AppConfiguration(userVendorID: credentials.vendorID, searches: true),
            fileDirectory: fileDirectory, marketUpdates: market.updates
        ) { clock in
            market.client(for: credentials, clock: clock)
        }
        app.faults = MarketFaults(market: market)
        return app
    }
}
