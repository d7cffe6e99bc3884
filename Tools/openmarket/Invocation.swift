import BrowserDriver
import Foundation
import MarketHTTP
import PubSub
import TextDriver
import TextFrontEnd
import TextUI
import WebServer

/// The command line of `openmarket`, parsed: the driver's mode, size and language, and which market.
struct Invocation {
    var driver: DriverInvocation
    /// `web`: serve the app to browsers on 127.0.0.1 instead of running it on the text screen.
    var isWeb = false
    /// `market`: serve the embedded market over the Open Market API (V2) on 127.0.0.1, for web
    /// processes, a simulator or a CI job to share.
    var isMarket = false
    /// The port `web` or `market` listens on; 0 picks a free one.
    var port = 0
    /// What `web`'s server waits on sockets with.
    var io = IOBackend.platformDefault
    var seed: UInt64 = 2022
    var server: URL?
    var api: APIVersion = .v1
    var latency: Duration = .zero
    /// Where `web` publishes its sessions' changes and hears every other process's (Redis).
    var pubsub: RedisAddress?
    /// `web` behind a proxy: the name its sessions' ids start with, for the proxy to route by.
    var processName: ProcessName?
    /// `web` behind a proxy: the `HOST:PORT` browsers reach it by, accepted as `Host` and `Origin`
    /// besides its own loopback address.
    var publicAddress: String?
    /// The file the embedded market is kept in across restarts.
    var dataFile: URL?
    /// Seconds one request to `server` may take in all.
    var deadline: TimeInterval = 30
    /// How pictures are drawn on a terminal.
    var pictures: PictureChoice = .auto

    static let usage = """
        usage: openmarket [options]                 the app (interactive on a terminal, else one plain render)
               openmarket drive SCRIPT [options]    run a scenario script headlessly (- reads standard input)
               openmarket web [--port N] [options]  serve the app to a browser on 127.0.0.1 (0: a free port)
               openmarket market [--port N] [--data FILE] [--seed N] [--latency MS]
                                                    serve the embedded market over the Open Market API
                                                    (V2) on 127.0.0.1, for web processes started with
                                                    --server URL --api v2 to share
               openmarket explore [--runs N] [--steps N] [--seed N|random] [--time SECONDS] [--out DIR]
                                  [--jobs N]
                                                    random sessions on the embedded market in N worker
                                                    processes (default one a processor), each step a
                                                    key, typing or time passing; the first that breaks an
                                                    invariant is shrunk to DIR/explore-SEED.scenario and
                                                    .jsonl (default DIR explore-failures; exit status 1);
                                                    --seed random picks a seed and prints it first
               openmarket replay FILE [--check | --at N]
                                                    step through a recorded session (on a terminal: ← → g G q),
                                                    else print its last frame (--at N: step N's); --check
                                                    reduces it again and exits 1 at the first step that differs
        options:
          --width N --height N   screen size (default 80x24 when not a terminal)
          --lang ko|en           language (default ko)
          --seed N               seed of the in-memory catalogue (default 2022)
          --server URL           use the HTTP server at URL instead of the in-memory market
                                 (https; http only to this machine: localhost, 127.0.0.0/8, ::1)
          --deadline S           seconds one request to the server may take in all (default 30)
          --api v1|v2            server generation for --server (default v1)
          --latency MS           make the in-memory market answer after MS milliseconds
          --data FILE            keep the in-memory market in FILE across restarts (created if absent)
          --record FILE          record the session (the app, or a script) for replay; with web,
                                 a folder: one file a browser session
          --pubsub redis://HOST:PORT
                                 web with --server: tell every other web process of the same market
                                 each change made here, and hear theirs, through Redis
          --instance NAME        web behind a proxy: start its sessions' ids with NAME (1 to 32 letters,
                                 digits, - or _), so the proxy routes each tab to it (deploy/nginx.conf)
          --public-address HOST:PORT
                                 web behind a proxy: the address browsers reach the proxy by, accepted
                                 as Host and Origin besides 127.0.0.1:PORT
          --io epoll|poll        what web and market wait on sockets with (default epoll on Linux, else poll)
          --pictures sixel|kitty|blocks|none
                                 how a terminal draws pictures (default: ask it; half blocks when it
                                 has neither sixel nor kitty's protocol)
        environment (never on the command line):
          OPENMARKET_IDENTIFIER, OPENMARKET_VENDOR_ID, OPENMARKET_PASSWORD   the vendor's credentials
        exit status: 0 success, 1 a script expectation failed or a replay differs, 2 a usage, script or
        recording error
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        let isWeb = arguments.first == "web"
        let isMarket = arguments.first == "market"
        let serves = isWeb || isMarket
        var seed = seed
        var server = server
        var api = api
        var latency = latency
        var deadline = deadline
        var port = port
        var io = io
        var dataFile = dataFile
        var pubsub = pubsub
        var processName = processName
        var publicAddress = publicAddress
        var pictures = pictures
        driver = try DriverInvocation(
            arguments: Array(arguments.dropFirst(serves ? 1 : 0)), languages: OpenMarketTextApp.languages
        ) { option, value throws(UsageError) in
            switch option {
            case "--port" where serves:
                port = try DriverInvocation.number(value(), for: option, in: 0...65_535)
            case "--io" where serves:
                let text = try value()
                guard let parsed = IOBackend(rawValue: text), IOBackend.available.contains(parsed) else {
                    let names = IOBackend.available.map(\.rawValue).joined(separator: " or ")
                    throw UsageError("--io must be \(names), got '\(text)'")
                }
                io = parsed
            case "--seed":
                let text = try value()
                guard let parsed = UInt64(text) else {
                    throw UsageError("--seed must be a whole number, got '\(text)'")
                }
                seed = parsed
            case "--server":
                server = try Self.server(value())
            case "--deadline":
                deadline = TimeInterval(try DriverInvocation.number(value(), for: option, in: 1...600))
            case "--api":
                let text = try value()
                guard let parsed = APIVersion(rawValue: text) else {
                    throw UsageError("--api must be v1 or v2, got '\(text)'")
                }
                api = parsed
            case "--pubsub" where isWeb:
                do {
                    pubsub = try RedisAddress(url: try value())
                } catch {
                    throw UsageError("--pubsub: \(error)")
                }
            case "--instance" where isWeb:
                let text = try value()
                guard let parsed = ProcessName(text) else {
                    throw UsageError("--instance must be \(ProcessName.rule), got '\(text)'")
                }
                processName = parsed
            case "--public-address" where isWeb:
                publicAddress = try Self.publicAddress(value())
            case "--data":
                dataFile = URL(fileURLWithPath: try value())
            case "--pictures":
                let text = try value()
                guard let parsed = PictureChoice(rawValue: text), parsed != .auto else {
                    throw UsageError("--pictures must be sixel, kitty, blocks or none, got '\(text)'")
                }
                pictures = parsed
            case "--latency":
                latency = .milliseconds(try DriverInvocation.number(value(), for: option, in: 0...60_000))
            default:
                return false
            }
            return true
        }
        if pubsub != nil, server == nil {
            throw UsageError(
                "--pubsub needs --server: the processes it joins share one market (openmarket market)")
        }
        if isMarket, server != nil {
            throw UsageError("market serves the embedded market: --server is for the app and web")
        }
        self.isWeb = isWeb
        self.isMarket = isMarket
        self.port = port
        self.io = io
        self.seed = seed
        self.server = server
        self.api = api
        self.latency = latency
        self.deadline = deadline
        self.dataFile = dataFile
        self.pubsub = pubsub
        self.processName = processName
        self.publicAddress = publicAddress
        self.pictures = pictures
    }

    /// `HOST:PORT` as a `Host` field names it, lowercased: a name or IPv4 address and a port.
    private static func publicAddress(_ text: String) throws(UsageError) -> String {
        let parts = text.lowercased().split(separator: ":", omittingEmptySubsequences: false)
        let hostCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
        guard parts.count == 2, !parts[0].isEmpty, parts[0].allSatisfy(hostCharacters.contains),
            let port = Int(parts[1]), (1...65_535).contains(port)
        else { throw UsageError("--public-address must be HOST:PORT (shop.example:443), got '\(text)'") }
        return text.lowercased()
    }

    private static func server(_ text: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
            url.host != nil
        else { throw UsageError("--server must be an http(s) URL, got '\(text)'") }
        guard ClearTextPolicy.allows(url) else {
            throw UsageError(
                "--server must use https: http sends the vendor's credentials in clear text, so it is "
                    + "only for this machine (localhost, 127.0.0.0/8, ::1)")
        }
        return url
    }
}
