import Foundation
import Loop
import Market
import Presenters
import Screens

/// Open Market assembled: `AppFeature` from its configuration, run by the live `AppEffectHandler` on a
/// market client. The one place the app is put together; every front end, test harness and benchmark
/// makes its loops here.
@MainActor
public struct OpenMarketApp {
    /// The client for a session's clock: a fake market waits on it, a server ignores it.
    public typealias MarketConnection = @MainActor (_ clock: ManualClock?) -> any MarketClient

    public var configuration: AppConfiguration
    /// Where a relative image path typed into the form is resolved.
    public var fileDirectory: URL
    /// Thumbnails shared by every session made here.
    public let thumbnails: ThumbnailCache
    /// The sides, in pixels, its effect handlers decode pictures to.
    public var pictureSides: PictureSides = .text
    /// Where the market tells its changes, when it is one shared by many sessions (the embedded one, or
    /// a server whose client announces what it changed):
    /// a web app broadcasts them to every tab; each loop `makeLoop` makes hears them.
    public let marketUpdates: MarketUpdates?
    /// The faults a script may inject into the market, where it is the embedded one.
    public var faults: MarketFaults?
    private let connect: MarketConnection

    public init(
        configuration: AppConfiguration,
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        thumbnails: ThumbnailCache = ThumbnailCache(byteLimit: 16 * 1024 * 1024),
        marketUpdates: MarketUpdates? = nil,
        market connect: @escaping MarketConnection
    ) {
        self.configuration = configuration
        self.fileDirectory = fileDirectory
        self.thumbnails = thumbnails
        self.marketUpdates = marketUpdates
        self.connect = connect
    }

    /// A new running app, in `language` when given, whose effects wait on `clock` (nil: real time). It
    /// hears what the market says changed (`AppEvent.marketChanged`).
    public func makeLoop(language: Language? = nil, clock: ManualClock?) -> EventLoop<AppFeature> {
        let loop = EventLoop(
            AppFeature(), state: initialState(language: language), handler: makeEffectHandler(clock: clock),
            clock: clock)
        marketUpdates?.observe { [weak loop] update in await loop?.send(.marketChanged(update)) }
        return loop
    }

    /// The state the app starts in.
    public func initialState(language: Language? = nil) -> AppState {
        var configuration = configuration
        if let language { configuration.language = language }
        return AppState(configuration: configuration)
    }

    /// The live effect handler on a new connection to the market, for a loop waiting on `clock`.
    public func makeEffectHandler(clock: ManualClock?) -> AppEffectHandler {
        AppEffectHandler(
            client: connect(clock), cache: thumbnails, fileDirectory: fileDirectory,
            pictureSides: pictureSides, clock: clock ?? ContinuousClock(), pictureWork: .forClock(clock))
    }
}
