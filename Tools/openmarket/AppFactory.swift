import Foundation
import Market
import MarketHTTP
import MarketInMemory
import Screens
import ScreensLive
import TextDriver
import TextFrontEnd
import WebServer

/// The app on the market the command line chose: the embedded one (seeded) or a server, with the
/// credentials from the environment.
struct AppFactory {
    private let make: @MainActor (_ folder: URL) -> OpenMarketApp
    /// An app on a market of its own, made afresh from the seed: what each explored session runs on, so
    /// that a seed always finds and replays the same failure.
    let isolated: @MainActor (_ folder: URL) -> OpenMarketApp

    init(invocation: Invocation, environment: [String: String]) throws(UsageError) {
        let demo = DemoCredentials.from(environment)
        isolated = { folder in
            OpenMarketApp.inMemory(
                seed: invocation.seed, credentials: demo, latency: invocation.latency, photos: true,
                fileDirectory: folder)
        }
        if let server = invocation.server {
            let credentials = try Credentials.forServer(environment)
            // The server tells nobody of a change: the client tells every session of this process, and
            // through Redis, every other process's.
            let updates = MarketUpdates()
            let http = HTTPMarketClient(
                configuration: .init(
                    baseURL: server, credentials: credentials, api: invocation.api,
                    deadline: invocation.deadline))
            let client: AnnouncingMarketClient<HTTPMarketClient>
            if let address = invocation.pubsub {
                let redis: RedisPubSub
                do {
                    redis = try RedisPubSub(address: address) {
                        StandardStreams.error("openmarket web: \($0)")
                    }
                } catch {
                    throw UsageError("--pubsub: \(error)")
                }
                client = http.announcing(through: MarketChangeRelay(updates: updates, pubsub: redis))
            } else {
                client = http.announcing(to: updates)
            }
            make = { folder in
                OpenMarketApp(
                    configuration: AppConfiguration(
                        userVendorID: credentials.vendorID, searches: client.searches),
                    fileDirectory: folder, marketUpdates: updates
                ) { _ in client }
            }
        } else {
            let credentials = DemoCredentials.from(environment)
            // One market for the whole process: every session and every tab sees the same products.
            let market = try Self.embeddedMarket(invocation, credentials: credentials)
            make = { folder in
                OpenMarketApp.inMemory(market: market, credentials: credentials, fileDirectory: folder)
            }
        }
    }

    /// The embedded market the command line chose, for `credentials`: seeded, with the demo's
    /// photographs, kept in `--data FILE` when given.
    static func embeddedMarket(_ invocation: Invocation, credentials: VendorCredentials) throws(UsageError)
        -> InMemoryMarket
    {
        guard let file = invocation.dataFile else {
            return InMemoryMarket(
                seed: invocation.seed, photos: true, accounts: [credentials], latency: invocation.latency)
        }
        do {
            return try InMemoryMarket.persisted(
                in: file, seed: invocation.seed, photos: true, accounts: [credentials],
                latency: invocation.latency)
        } catch {
            throw UsageError("--data: \(error)")
        }
    }

    /// The app, resolving relative image paths in `folder`.
    @MainActor
    func app(in folder: URL) -> OpenMarketApp { make(folder) }
}
