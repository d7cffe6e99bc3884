import Foundation
import Loop
import Market
import MarketHTTP
import MarketInMemory
import MarketTestSupport
import Presenters
import Screens
import ScreensLive
import Testing
import TextDriver
import TextFrontEnd

/// The vendor's password and identifier never appear in any frame, transcript, state dump, event,
/// effect or error message, on the happy path or any error path; the typed delete password shows only
/// as bullets.
@MainActor
@Suite("Secrets")
struct SecretsTests {
    static func credentials() -> VendorCredentials {
        VendorCredentials(
            vendorID: Catalogue.demoVendorID, identifier: "ID-\(UUID())", password: "PW-\(UUID())")
    }

    /// Script lines that open the form and submit the same mug, shared by the scripts below.
    static let registerMug = """
        key n
        attach fixtures/mug.png
        settle
        type "Secret-safe mug"
        key tab
        type "15000"
        key tab
        key tab
        type "7"
        key tab
        key tab
        type "Glazed stoneware, holds 350 ml."
        key tab
        key enter
        settle
        """

    /// Registers a product, opens it, tries a wrong password, then deletes it with the right one.
    static func script(password: String, language: Language) -> String {
        let strings = Strings(language)
        return """
            size 80x24
            launch
            settle
            print
            \(registerMug)
            print
            expect "Secret-safe mug"
            key enter
            settle
            print
            key d
            expect "\(strings.deletePromptTitle)"
            type "not-the-password"
            print
            key enter
            settle
            print
            expect "\(strings.wrongPassword.prefix(10))"
            type "\(password)"
            print
            key enter
            settle
            print
            expect-not "Secret-safe mug"
            """
    }

    @Test(
        "a scripted session that registers, fails a password and deletes shows neither secret",
        arguments: Language.allCases)
    func scriptedSession(language: Language) async throws {
        let credentials = Self.credentials()
        let recorder = OutputRecorder(size: .standard)
        let app = OpenMarketTextApp.inMemory(
            seed: 2022, credentials: credentials, fileDirectory: Paths.scenarios)
        let runner = ScriptRunner<OpenMarketTextApp>(
            directory: Paths.scenarios, snapshots: nil, language: language.rawValue
        ) { size, language in
            let session = AppSession(app: app, size: size, language: language, clock: ManualClock())
            recorder.watch(session.loop)
            return session
        }
        let outcome = await runner.run(
            try Script(
                parsing: Self.script(password: credentials.password, language: language),
                languages: OpenMarketTextApp.languages))
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        let bullets = String(repeating: "•", count: 8)
        #expect(outcome.transcript.contains(bullets), "the typed password is not shown as bullets")
        recorder.add(outcome.transcript, from: "the transcript")
        recorder.add(outcome.failure ?? "", from: "the failure")
        let findings = await recorder.leaks(SecretSearch(credentials: credentials))
        #expect(findings.textsSearched > 100)
        expectNoLeaks(findings.leaks)
    }

    @Test("a registration the server refuses (400) shows its message, not the secrets")
    func refusedRegistration() async throws {
        let credentials = Self.credentials()
        let recorder = OutputRecorder(size: .standard)
        let runner = ScriptRunner<OpenMarketTextApp>(
            directory: Paths.scenarios, snapshots: nil, language: Language.english.rawValue
        ) { size, language in
            let clock = ManualClock()
            let strict = InMemoryMarket(
                seed: 2022, accounts: [credentials], rules: ProductRules(nameLength: 20...100), clock: clock)
            let session = AppSession(
                client: strict.client(for: credentials),
                configuration: AppConfiguration(language: .english, userVendorID: credentials.vendorID),
                size: size,
                clock: clock, fileDirectory: Paths.scenarios)
            recorder.watch(session.loop)
            return session
        }
        let script = """
            launch
            settle
            \(Self.registerMug)
            print
            expect "Server error (400): name must have at least 20"
            key esc
            print
            """
        let outcome = await runner.run(try Script(parsing: script, languages: OpenMarketTextApp.languages))
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        recorder.add(outcome.transcript, from: "the transcript")
        expectNoLeaks(await recorder.leaks(SecretSearch(credentials: credentials)).leaks)
    }

    @Test("every event, effect, answer, state, error message and frame of flows with failures is clean")
    func recordedFlows() async throws {
        let credentials = Self.credentials()
        let search = SecretSearch(credentials: credentials)
        let clock = ManualClock()
        let market = InMemoryMarket(seed: 2022, accounts: [credentials], clock: clock)
        let handler = RecordingHandler(
            AppEffectHandler(client: market.client(for: credentials), fileDirectory: Paths.scenarios))
        let loop = EventLoop(
            AppFeature(),
            state: AppState(configuration: AppConfiguration(userVendorID: credentials.vendorID)),
            handler: handler, clock: clock)
        let recorder = OutputRecorder(size: .standard)
        recorder.watch(loop)
        var sent: [AppEvent] = []
        func send(_ events: AppEvent..., failing errors: [MarketError] = []) async throws {
            for error in errors { await market.failNext(1, with: error) }
            for event in events {
                sent.append(event)
                loop.send(event)
            }
            try await loop.settleAdvancingTime()
        }
        /// Sends what a person did on the screen on top, each event addressed to the screen on top when
        /// it is sent, as a front end addresses a key.
        func sendOnTop(_ events: AppDestination.Event..., failing errors: [MarketError] = []) async throws {
            for error in errors { await market.failNext(1, with: error) }
            for event in events {
                let addressed = try #require(loop.state.viewState.onTop(event))
                sent.append(addressed)
                loop.send(addressed)
            }
            try await loop.settleAdvancingTime()
        }
        try await send(.list(.viewportResized(ScreenView.viewportSize(for: .standard))), .launched)
        let own = try #require(loop.state.list.products.firstIndex { $0.vendorID == credentials.vendorID })
        let id = loop.state.list.products[own].id
        try await send(.list(.selectionMoved(by: own)), .list(.selectionConfirmed))
        try await sendOnTop(.detail(.actionChosen(.delete)))
        try await sendOnTop(
            .detail(.delete(.passwordChanged("not-the-password"))), .detail(.delete(.passwordSubmitted)))
        #expect(loop.state.path[detail: 1]?.delete?.passwordPrompt?.wasRefused == true)
        try await sendOnTop(
            .detail(.delete(.passwordChanged(SecretText(credentials.password)))),
            .detail(.delete(.passwordSubmitted)),
            failing: [.server(status: 500, message: "down")])
        let detail = try #require(loop.state.path.ids.first)
        #expect(loop.state.alert?.retry == .destination(detail, .detail(.delete(.passwordSubmitted))))
        try await send(.alertRetryTapped, failing: [.timeout])
        try await send(.languageChanged(.english), .alertRetryTapped)
        #expect(!loop.state.list.products.contains(id: id))
        try await send(.registerTapped)
        try await sendOnTop(.form(.imagePrepared(FormScenes.mug)))
        for field in FormScenes.textFields {
            try await sendOnTop(.form(.textChanged(field, FormScenes.valid[field]!)))
        }
        try await sendOnTop(.form(.submitTapped), failing: [.server(status: 400, message: "name is taken")])
        #expect(loop.state.alert?.retry == nil)
        try await send(.alertDismissed)
        try await sendOnTop(.form(.submitTapped), failing: [.transport("connection reset")])
        try await send(.alertRetryTapped)
        #expect(loop.state.path.isEmpty, "the form closed on its product's registration")
        let mine = try #require(loop.state.list.products.firstIndex { $0.vendorID == credentials.vendorID })
        try await send(
            .list(.selectionMoved(by: mine - (loop.state.list.selection ?? 0))), .list(.selectionConfirmed))
        try await sendOnTop(.detail(.actionChosen(.edit)), .form(.textChanged(.price, "9900")))
        try await sendOnTop(
            .form(.submitTapped),
            failing: [
                .decoding(field: "price", reason: "is null"),
                .unexpectedContentType(expected: "a", received: "b"),
            ])
        try await send(.alertRetryTapped)
        try await send(.alertRetryTapped)
        #expect(loop.state.path[detail: 3]?.detail?.product.price == 9_900)

        for event in sent + handler.answers {
            for text in SecretSearch.printed(event) { recorder.add(text, from: "event") }
        }
        for effect in handler.effects {
            for text in SecretSearch.printed(effect) { recorder.add(text, from: "effect") }
        }
        let errors = handler.answers.compactMap(Self.error(in:))
        #expect(errors.count >= 5)
        for error in errors {
            recorder.add(error.description, from: "error")
            for language in Language.allCases {
                recorder.add(Strings(language).message(for: error), from: "message")
            }
        }
        let http = HTTPMarketClient(
            configuration: .init(baseURL: URL(string: "http://127.0.0.1:9")!, credentials: credentials))
        for text in SecretSearch.printed(http) { recorder.add(text, from: "the HTTP client") }
        for text in SecretSearch.printed(credentials) { recorder.add(text, from: "the credentials") }
        recorder.add(String(describing: market.client(for: credentials)), from: "the in-memory client")
        recorder.add(String(reflecting: market.client(for: credentials)), from: "the in-memory client")
        expectNoLeaks(await recorder.leaks(search).leaks)
    }

    @Test("the search finds a secret wherever it is: whole, cut to its random part, or lower-cased")
    func searchFindsSecrets() {
        let credentials = Self.credentials()
        let search = SecretSearch(credentials: credentials)
        #expect(!search.leaks(in: "x \(credentials.password) y", from: "a").isEmpty)
        #expect(!search.leaks(in: credentials.identifier.dropFirst(3).lowercased(), from: "b").isEmpty)
        #expect(search.leaks(in: "••••••••", from: "c").isEmpty)
    }

    @Test(
        "a search of many values, spread over tasks, finds a secret planted in any one of them and counts every text",
        arguments: [0, 1, 6, 10])
    func searchOfManyValues(planted: Int) async {
        let values = (0..<11).map { $0 == planted ? "x hunter2 y" : "value \($0)" }
        let findings = await SecretSearch(secrets: [("password", "hunter2")]).leaks(in: values) {
            index, value in
            [("value \(index)", value), ("value \(index) again", "nothing")]
        }
        #expect(findings.leaks == ["the password is in value \(planted)"])
        #expect(findings.textsSearched == 22)
    }

    private static func error(in event: AppEvent) -> MarketError? {
        switch event {
        case .list(.pageFailed(_, let error)): error
        case .path(.element(_, let event)):
            switch (event.detail, event.form) {
            case (.detailFailed(let error)?, _), (_, .submitFailed(let error)?),
                (.delete(.deletionSecretFailed(_, let error))?, _),
                (.delete(.deleteFailed(_, let error))?, _):
                error
            default: nil
            }
        default: nil
        }
    }

    private func expectNoLeaks(_ leaks: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(leaks.isEmpty, "\(Set(leaks).sorted().prefix(10))", sourceLocation: sourceLocation)
    }
}
