import Foundation
import Market
import MarketHTTP
import Presenters
import TextFrontEnd

/// The command line of `openmarket`, parsed: which mode, and its options.
struct Invocation {
    enum Mode: Equatable {
        /// The interactive app on a terminal, or one plain render when the output is not one.
        case app
        /// `drive SCRIPT` (`-` for standard input).
        case drive(script: String)
        /// `web`: serves the app to browsers on 127.0.0.1.
        case web
    }

    var mode: Mode = .app
    var size: TerminalSize?
    var language: Language = .korean
    var seed: UInt64 = 2022
    var server: URL?
    var api: APIVersion = .v1
    var latency: Duration = .zero
    /// Seconds one request to `server` may take in all.
    var deadline: TimeInterval = 30
    /// The port `web` listens on; 0 picks a free one.
    var port = 0

    static let usage = """
        usage: openmarket [options]                 the app (interactive on a terminal, else one plain render)
               openmarket drive SCRIPT [options]    run a scenario script headlessly (- reads standard input)
               openmarket web [--port N] [options]  serve the app to a browser on 127.0.0.1 (0: a free port)
        options:
          --width N --height N   screen size (default 80x24 when not a terminal)
          --lang ko|en           language (default ko)
          --seed N               seed of the in-memory catalogue (default 2022)
          --server URL           use the HTTP server at URL instead of the in-memory market
                                 (https; http only to this machine: localhost, 127.0.0.0/8, ::1)
          --deadline S           seconds one request to the server may take in all (default 30)
          --api v1|v2            server generation for --server (default v1)
          --latency MS           make the in-memory market answer after MS milliseconds
        environment (never on the command line):
          OPENMARKET_IDENTIFIER, OPENMARKET_VENDOR_ID, OPENMARKET_PASSWORD   the vendor's credentials
        exit status: 0 success, 1 a script expectation failed, 2 a usage or script error
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        if remaining.first == "drive" {
            remaining.removeFirst()
            guard let script = remaining.popFirst(), script == "-" || !script.hasPrefix("--") else {
                throw UsageError("drive needs a SCRIPT path (or - for standard input)")
            }
            mode = .drive(script: script)
        } else if remaining.first == "web" {
            remaining.removeFirst()
            mode = .web
        }
        var width: Int?
        var height: Int?
        while let option = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
                return value
            }
            switch option {
            case "--width": width = try Self.number(value(), for: option, in: 1...1000)
            case "--height": height = try Self.number(value(), for: option, in: 1...1000)
            case "--lang":
                let code = try value()
                guard let parsed = Language(rawValue: code) else {
                    throw UsageError("--lang must be ko or en, got '\(code)'")
                }
                language = parsed
            case "--seed":
                let text = try value()
                guard let parsed = UInt64(text) else {
                    throw UsageError("--seed must be a whole number, got '\(text)'")
                }
                seed = parsed
            case "--server":
                let text = try value()
                guard let url = URL(string: text), let scheme = url.scheme,
                    ["http", "https"].contains(scheme), url.host != nil
                else { throw UsageError("--server must be an http(s) URL, got '\(text)'") }
                guard ClearTextPolicy.allows(url) else {
                    throw UsageError(
                        "--server must use https: http sends the vendor's credentials in clear text, so it is "
                            + "only for this machine (localhost, 127.0.0.0/8, ::1)")
                }
                server = url
            case "--deadline":
                deadline = TimeInterval(try Self.number(value(), for: option, in: 1...600))
            case "--api":
                let text = try value()
                guard let parsed = APIVersion(rawValue: text) else {
                    throw UsageError("--api must be v1 or v2, got '\(text)'")
                }
                api = parsed
            case "--latency":
                latency = .milliseconds(try Self.number(value(), for: option, in: 0...60_000))
            case "--port" where mode == .web:
                port = try Self.number(value(), for: option, in: 0...65_535)
            case "-h", "--help":
                throw UsageError(nil)
            default:
                throw UsageError("unknown option '\(option)'")
            }
        }
        if width != nil || height != nil {
            size = TerminalSize(
                width: width ?? TerminalSize.standard.width, height: height ?? TerminalSize.standard.height)
        }
    }

    private static func number(_ text: String, for option: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'"
            )
        }
        return value
    }
}

/// A command line that cannot run; `message` is nil when only the usage was asked for.
struct UsageError: Error {
    let message: String?

    init(_ message: String?) {
        self.message = message
    }
}
