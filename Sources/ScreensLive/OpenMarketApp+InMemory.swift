import Foundation
import Loop
import Market
import MarketInMemory
import Screens

extension OpenMarketApp {
    /// The app on the embedded market, seeded, acting for `credentials`' vendor (who owns part of the
    /// catalogue when it is the demo vendor). Each connection is a market of its own, whose latency
    /// passes on the session's clock: only when a script settles or advances, or in real time. With
    /// `photos`, its products show the demo's photographs rather than squares of one colour.
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, latency: Duration = .zero, photos: Bool = false,
        configuration: AppConfiguration? = nil,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> OpenMarketApp {
        OpenMarketApp(
            configuration: configuration ?? AppConfiguration(userVendorID: credentials.vendorID),
            fileDirectory: fileDirectory
        ) { clock in
            InMemoryMarket(
                seed: seed, photos: photos, accounts: [credentials], clock: clock ?? ContinuousClock(),
                latency: latency
            )
            .client(for: credentials)
        }
    }
}
