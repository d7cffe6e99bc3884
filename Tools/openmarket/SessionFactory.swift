import Foundation
import Loop
import Market
import MarketHTTP
import Presenters
import Screens
import TextFrontEnd

/// Makes app sessions on the market the command line chose: the embedded one (seeded) or a server.
@MainActor
struct SessionFactory {
    private let make: (TerminalSize, Language, _ manualTime: Bool, URL) -> AppSession

    init(invocation: Invocation, environment: [String: String]) throws(UsageError) {
        if let server = invocation.server {
            let credentials = try Credentials.forServer(environment)
            let client = HTTPMarketClient(
                configuration: .init(
                    baseURL: server, credentials: credentials, api: invocation.api,
                    deadline: invocation.deadline))
            make = { size, language, _, directory in
                AppSession(
                    client: client,
                    configuration: AppConfiguration(language: language, userVendorID: credentials.vendorID),
                    size: size,
                    clock: nil, fileDirectory: directory)
            }
        } else {
            let credentials = DemoCredentials.from(environment)
            make = { size, language, manualTime, directory in
                AppSession.inMemory(
                    seed: invocation.seed, credentials: credentials, size: size, language: language,
                    latency: invocation.latency, manualClock: manualTime ? ManualClock() : nil,
                    fileDirectory: directory)
            }
        }
    }

    /// A session whose waits pass only when it settles (the driver, the one-shot render).
    func headless(size: TerminalSize, language: Language, directory: URL) -> AppSession {
        make(size, language, true, directory)
    }

    /// A session in real time (the interactive app).
    func live(size: TerminalSize, language: Language) -> AppSession {
        make(size, language, false, URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
