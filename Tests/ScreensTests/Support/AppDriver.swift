import Loop
import LoopTesting
import Market
import MarketInMemory
import Screens
import ScreensLive
import Testing

/// Performs the app's effects through the real handler, recording every effect it is given and every
/// event it sends back.
@MainActor
final class RecordingHandler: EffectHandler {
    let base: AppEffectHandler
    private(set) var effects: [AppEffect] = []
    private(set) var answers: [AppEvent] = []

    init(base: AppEffectHandler) {
        self.base = base
    }

    func handle(_ effect: AppEffect, send: Send<AppEvent>) async {
        effects.append(effect)
        await base.handle(
            effect,
            send: Send { event in
                self.answers.append(event)
                send(event)
            })
    }
}

/// The app's reducer, keeping every event it reduces, in order, and the effects each returned: what a
/// recording of the session holds.
struct LoggedAppFeature: Reducer {
    /// Where the steps are kept, read by the test once the run is over.
    final class Log {
        fileprivate(set) var events: [AppEvent] = []
        fileprivate(set) var effects: [AppEffect] = []
    }

    let log: Log

    func reduce(_ state: inout AppState, _ event: AppEvent) -> [AppEffect] {
        let effects = AppFeature().reduce(&state, event)
        log.events.append(event)
        log.effects += effects
        return effects
    }
}

/// The whole app on the embedded market with latency on a manual clock: what a person does, step by
/// step, each step settled (time advanced until no work is left), with everything recorded.
@MainActor
final class AppDriver {
    static let credentials = VendorCredentials(
        vendorID: Catalogue.demoVendorID, identifier: "test-identifier", password: "test-password-e2e")
    static let latency = Duration.milliseconds(120)

    let clock = ManualClock()
    let market: InMemoryMarket
    let handler: RecordingHandler
    let loop: EventLoop<LoggedAppFeature>
    /// Every event the app reduced and every effect it emitted, answers and delegates included.
    let reductions = LoggedAppFeature.Log()
    /// Every state and view state the app went through, and every event the person sent.
    private(set) var states: [AppState] = []
    private(set) var viewStates: [AppViewState] = []
    private(set) var sent: [AppEvent] = []
    private var observations: [ObserverToken] = []

    init() {
        market = InMemoryMarket(
            seed: 2022, productCount: 240, accounts: [Self.credentials], clock: clock, latency: Self.latency)
        let app = OpenMarketApp(configuration: AppConfiguration(userVendorID: Catalogue.demoVendorID)) {
            [market] _ in market.client(for: Self.credentials)
        }
        handler = RecordingHandler(base: app.makeEffectHandler(clock: clock))
        loop = EventLoop(
            LoggedAppFeature(log: reductions), state: app.initialState(), handler: handler, clock: clock)
        observations = [
            loop.observe({ $0 }) { [weak self] state in self?.states.append(state) },
            loop.observe({ $0.viewState }) { [weak self] view in self?.viewStates.append(view) },
        ]
    }

    var state: AppState { loop.state }
    var view: AppViewState { loop.state.viewState }

    /// Sends what a person did and waits, advancing time, until the app has nothing left to do.
    func send(_ events: AppEvent...) async throws {
        for event in events {
            sent.append(event)
            loop.send(event)
            try await loop.settleAdvancingTime()
        }
    }

    /// Sends what a person did on the screen on top, each event addressed to the screen on top when it
    /// is sent (as a front end addresses a key), and waits as `send` does.
    func sendOnTop(_ events: AppDestination.Event...) async throws {
        for event in events {
            let addressed = try #require(view.onTop(event), "\(event) was sent with no screen on top")
            try await send(addressed)
        }
    }

    /// Moves the list's selection to `index`.
    func select(_ index: Int) async throws {
        try await send(.list(.selectionMoved(by: index - (state.list.selection ?? 0))))
    }

    /// The products the market holds, asked through a client with the latency answered by the clock.
    /// A request that never comes to wait on the clock fails the test (`waitUntil`) and throws.
    func marketPage(_ number: Int, itemsPerPage: Int) async throws -> ProductPage {
        let client = market.client(for: Self.credentials)
        let task = Task { try await client.page(number: number, itemsPerPage: itemsPerPage) }
        guard await waitUntil(clock.sleeperCount > 0, equals: true) else {
            task.cancel()
            throw CancellationError()
        }
        clock.advance(by: Self.latency)
        return try await task.value
    }
}

/// The steps of the journey the end-to-end and secrets tests share, as a person takes them.
@MainActor
enum Journey {
    static let newProductName = "E2E 테스트 머그컵"
    /// The password typed first, which the market refuses.
    static let wrongPassword = "not-the-password"

    /// The index, in the first 40 products, of the first one the demo vendor owns, asked of the market.
    static func firstOwnedIndex(_ driver: AppDriver) async throws -> Int? {
        try await driver.marketPage(1, itemsPerPage: 40).products.firstIndex {
            $0.vendorID == Catalogue.demoVendorID
        }
    }

    /// From the list: fills in and submits the register form with one PNG image.
    static func register(_ driver: AppDriver) async throws {
        try await driver.send(.registerTapped)
        try await driver.sendOnTop(
            .form(.textChanged(.name, newProductName)),
            .form(.textChanged(.price, "25000")),
            .form(.textChanged(.stock, "3")),
            .form(.textChanged(.description, "끝에서 끝까지 검사하는 머그컵입니다.")),
            .form(.imagePrepared(ImageUpload(fileName: "mug.png", data: Fixtures.tinyPNG))),
            .form(.submitTapped))
    }

    /// From the user's own product's detail: opens the edit form.
    static func openEditForm(_ driver: AppDriver) async throws {
        try await driver.sendOnTop(.detail(.actionsTapped), .detail(.actionChosen(.edit)))
    }

    /// On the edit form: types a new price and saves.
    static func savePrice(_ driver: AppDriver, _ price: String) async throws {
        try await driver.sendOnTop(.form(.textChanged(.price, price)), .form(.submitTapped))
    }

    /// From the user's own product's detail: the action sheet, down to 삭제, chosen.
    static func openDeletePrompt(_ driver: AppDriver) async throws {
        try await driver.sendOnTop(
            .detail(.actionsTapped), .detail(.delete(.actionSelectionMoved)), .detail(.actionChosen(.delete)))
    }

    /// On the password prompt: types `password` and confirms.
    static func confirmDelete(_ driver: AppDriver, password: String) async throws {
        try await driver.sendOnTop(
            .detail(.delete(.passwordChanged(SecretText(password)))), .detail(.delete(.passwordSubmitted)))
    }

    /// Everything, start to end, without checks: for tests that look at the recordings.
    /// One whole run (`runAll`), made once for the tests that only read what it recorded (states,
    /// events, effects, answers): each of them would otherwise run the same journey again.
    static let recorded = Task { @MainActor () throws -> AppDriver in
        let driver = AppDriver()
        try await runAll(driver)
        return driver
    }

    static func runAll(_ driver: AppDriver) async throws {
        let owned = try await firstOwnedIndex(driver) ?? 0
        try await driver.send(.launched)
        try await driver.select(19)
        try await driver.send(.list(.layoutToggled))
        try await driver.select(owned)
        try await driver.send(.list(.selectionConfirmed))
        try await driver.sendOnTop(.detail(.imagePaged(by: 1)))
        try await driver.send(.backTapped, .list(.layoutToggled))
        try await register(driver)
        try await driver.send(.list(.selectionConfirmed))
        try await openEditForm(driver)
        try await savePrice(driver, "30000")
        try await openDeletePrompt(driver)
        try await confirmDelete(driver, password: wrongPassword)
        try await confirmDelete(driver, password: AppDriver.credentials.password)
        await driver.market.failNext(1)
        try await driver.send(.list(.refreshPulled), .alertRetryTapped)
    }
}
