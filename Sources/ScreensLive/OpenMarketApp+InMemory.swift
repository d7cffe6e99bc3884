import Foundation
import Loop
import Market
import MarketInMemory
import Screens

extension OpenMarketApp {
    /// The app on the embedded market, seeded, acting for `credentials`' vendor (who owns part of the
    /// catalogue when it is the demo vendor), with search (the embedded market answers it). Each connection is a market of its own, whose latency
    /// passes on the session's clock: only when a script settles or advances, or in real time.
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, latency: Duration = .zero,
        configuration: AppConfiguration? = nil,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> OpenMarketApp {
        OpenMarketApp(
            configuration: configuration
                ?? AppConfiguration(userVendorID: credentials.vendorID, searches: true),
            fileDirectory: fileDirectory
        ) { clock in
            InMemoryMarket(
                seed: seed, accounts: [credentials], clock: clock ?? ContinuousClock(), latency: latency
            )
            .client(for: credentials)
        }
    }
}
