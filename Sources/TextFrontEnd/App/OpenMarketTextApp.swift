import Foundation
import Loop
import Market
import Presenters
import Screens
import ScreensLive
import TextDriver
import TextUI

/// Open Market on a text screen: the app (`OpenMarketApp`) drawn by `ScreenView`, its keys read
/// through `KeyMap`. All the headless driver needs to run it as a script, a one-shot render or an
/// interactive terminal app.
public struct OpenMarketTextApp: TextApp {
    public typealias Feature = AppFeature

    public nonisolated static let languages = Language.allCases.map(\.rawValue)

    public let app: OpenMarketApp

    public init(_ app: OpenMarketApp) {
        self.app = app
    }

    public func makeLoop(language: String?, clock: ManualClock?) -> EventLoop<AppFeature> {
        app.makeLoop(language: language.flatMap(Language.init(rawValue:)), clock: clock)
    }

    /// The list learns how much fits, then loads its first page.
    public func launchEvents(size: TerminalSize) -> [AppEvent] {
        resizeEvents(size: size) + [.launched]
    }

    public func resizeEvents(size: TerminalSize) -> [AppEvent] {
        [.list(.viewportResized(ScreenView.viewportSize(for: size)))]
    }

    public func languageEvents(_ language: String) -> [AppEvent] {
        Language(rawValue: language).map { [.languageChanged($0)] } ?? []
    }

    public func viewState(of state: AppState) -> AppViewState { state.viewState }

    public func render(_ view: AppViewState, size: TerminalSize, tick: Int) -> Frame {
        ScreenView.render(view, size: size, tick: tick)
    }

    public func isBusy(_ view: AppViewState) -> Bool { view.isBusy }

    public func action(for key: Key, in view: AppViewState) -> KeyAction<AppEvent>? {
        KeyMap.action(for: key, in: view)
    }

    public func events(typing text: String, in view: AppViewState) -> [AppEvent]? {
        KeyMap.events(typing: text, in: view)
    }

    public func attachmentEvent(fileName: String, data: Data, in view: AppViewState) -> AppEvent? {
        view.topID.map { .form(.imageAttached(ImageUpload(fileName: fileName, data: data)), on: $0) }
    }
}

extension OpenMarketTextApp {
    /// The app on the embedded market (see `OpenMarketApp.inMemory`).
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, latency: Duration = .zero,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> OpenMarketTextApp {
        OpenMarketTextApp(
            .inMemory(seed: seed, credentials: credentials, latency: latency, fileDirectory: fileDirectory))
    }
}

/// An Open Market session driven headlessly or on a terminal.
public typealias AppSession = DriverSession<OpenMarketTextApp>

extension DriverSession where App == OpenMarketTextApp {
    /// A session on `client`, configured with `configuration`, at `size`, on `clock`.
    public convenience init(
        client: any MarketClient, configuration: AppConfiguration, size: TerminalSize, clock: ManualClock?,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        let app = OpenMarketApp(configuration: configuration, fileDirectory: fileDirectory) { _ in client }
        self.init(app: OpenMarketTextApp(app), size: size, clock: clock)
    }

    /// A session on the embedded market (see `OpenMarketTextApp.inMemory`).
    public static func inMemory(
        seed: UInt64, credentials: VendorCredentials, size: TerminalSize, language: Language,
        latency: Duration = .zero, manualClock: ManualClock?, fileDirectory: URL? = nil
    ) -> AppSession {
        let app = OpenMarketTextApp.inMemory(
            seed: seed, credentials: credentials, latency: latency,
            fileDirectory: fileDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return AppSession(app: app, size: size, language: language.rawValue, clock: manualClock)
    }
}

/// Open Market's sessions record and replay (`openmarket --record FILE`, `openmarket replay FILE`):
/// its events and effects are `Codable`, a password as its bullets.
extension OpenMarketTextApp: RecordableApp {}
