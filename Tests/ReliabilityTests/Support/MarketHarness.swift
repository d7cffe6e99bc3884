import Foundation
import Loop
import Market
import MarketInMemory
import Presenters
import Screens
import Testing
import TextDriver
import TextFrontEnd
import TextUI

/// The whole app on the embedded market, with the market in hand to inject faults and a manual clock.
@MainActor
struct MarketHarness: CustomStringConvertible {
    let market: InMemoryMarket
    let clock = ManualClock()
    let session: AppSession
    let credentials: VendorCredentials
    let size: TerminalSize

    init(
        language: Language = .korean, size: TerminalSize = .standard, rules: ProductRules = .standard,
        credentials: VendorCredentials = Fixture.credentials
    ) {
        self.credentials = credentials
        self.size = size
        market = InMemoryMarket(seed: 2022, accounts: [credentials], rules: rules, clock: clock)
        session = AppSession(
            client: market.client(for: credentials),
            configuration: AppConfiguration(language: language, userVendorID: credentials.vendorID),
            size: size,
            clock: clock, fileDirectory: Paths.scenarios)
    }

    nonisolated var description: String { "the app" }

    var state: AppState { session.state }
    var frame: Frame { session.frame }
    var strings: Strings { state.configuration.strings }

    /// Whether some row of the current frame shows `text`.
    func shows(_ text: String) -> Bool { frame.contains(text) }

    /// Whether a box drawn over the screen shows `text` whole, read row after row (a message may wrap,
    /// and Korean wraps anywhere, even inside a word): the text between each row's first two `│`,
    /// joined, must contain it, spaces aside.
    func boxShows(_ text: String) -> Bool {
        let rows = frame.lines.compactMap { line -> String? in
            let parts = line.split(separator: "│", omittingEmptySubsequences: false)
            return parts.count >= 3 ? String(parts[1]) : nil
        }
        let withoutSpaces = { (text: String) in text.filter { !$0.isWhitespace } }
        return withoutSpaces(rows.joined()).contains(withoutSpaces(text))
    }

    func launch() async throws {
        session.launch()
        try await session.settle()
    }

    /// Sends `event` to the screen on top, by its id, as a front end sends what a person did there.
    func sendOnTop(_ event: AppDestination.Event) {
        guard let addressed = state.viewState.onTop(event) else {
            Issue.record("\(event) was sent with no screen on top")
            return
        }
        session.send(addressed)
    }

    func press(_ key: Key, times: Int = 1) async throws {
        for _ in 0..<times { session.press(key) }
        try await session.settle()
    }

    /// Opens the detail of the first product of the user's on the list.
    func openOwnProduct() async throws -> Int {
        let index = try #require(state.list.products.firstIndex { $0.vendorID == credentials.vendorID })
        session.send(.list(.selectionMoved(by: index - (state.list.selection ?? 0))))
        try await press(.enter)
        let id = try #require(state.path[detail: 1]?.productID)
        #expect(state.path[detail: 1]?.isOwned == true)
        return id
    }

    /// The first row of the alert's message as the renderer wraps it.
    var alertFirstLine: String? {
        guard let message = state.alert?.message else { return nil }
        return TextWrapping.wrap(Sanitizer.sanitize(message), width: min(size.width - 4, 50) - 2).first
    }

    /// The app shows an alert for `error`, offering a retry (or not), drawn on a safe frame.
    func expectAlert(
        for error: MarketError, retry: Bool = true, _ context: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let alert = state.alert else {
            Issue.record("\(context): no alert", sourceLocation: sourceLocation)
            return
        }
        #expect(alert.message == strings.message(for: error), "\(context)", sourceLocation: sourceLocation)
        #expect(
            (alert.retry != nil) == retry, "\(context): retry \(String(describing: alert.retry))",
            sourceLocation: sourceLocation)
        let frame = self.frame
        let button = "[⏎ \(retry ? strings.retry : strings.ok)]"
        for (text, what) in [
            (strings.errorTitle, "title"), (alertFirstLine ?? "?", "message"), (button, "button"),
        ] {
            let shown = frame.contains(text)
            #expect(
                shown, "\(context): the alert's \(what) \(text) is not drawn", sourceLocation: sourceLocation)
        }
        let problems = FrameCheck.problems(in: frame)
        #expect(problems.isEmpty, "\(context): \(problems)", sourceLocation: sourceLocation)
    }
}
