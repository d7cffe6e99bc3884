import Foundation
import Market
import MarketHTTP
import Screens
import ScreensLive
import TextDriver
import TextFrontEnd

/// The app on the market the command line chose: the embedded one (seeded) or a server, with the
/// credentials from the environment.
struct AppFactory {
    private let make: @MainActor (_ folder: URL) -> OpenMarketApp

    init(invocation: Invocation, environment: [String: String]) throws(UsageError) {
        if let server = invocation.server {
            let credentials = try Credentials.forServer(environment)
            let client = HTTPMarketClient(
                configuration: .init(
                    baseURL: server, credentials: credentials, api: invocation.api,
                    deadline: invocation.deadline))
            make = { folder in
                OpenMarketApp(
                    configuration: AppConfiguration(userVendorID: credentials.vendorID), fileDirectory: folder
                ) { _ in client }
            }
        } else {
            let credentials = DemoCredentials.from(environment)
            make = { folder in
                OpenMarketApp.inMemory(
                    seed: invocation.seed, credentials: credentials, latency: invocation.latency,
                    photos: true,
                    fileDirectory: folder)
            }
        }
    }

    /// The app, resolving relative image paths in `folder`.
    @MainActor
    func app(in folder: URL) -> OpenMarketApp { make(folder) }
}
