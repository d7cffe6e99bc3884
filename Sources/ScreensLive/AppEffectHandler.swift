import Foundation
import Images
import Loop
import Market
import Screens

/// Performs the app's effects against a `MarketClient` and the file system, and answers each with an
/// event: the only place in the app with I/O, kept apart from `Screens` so that the screens are pure
/// logic and view states.
///
/// Thumbnails and detail images are decoded and scaled down here to the sizes in `pictureSides`, and
/// the pictures kept in the shared `ThumbnailCache`: off the main actor in real time, at once on a
/// manual clock (`PictureWork`). A photo attached in the form is
/// fitted to the image rule here too. A cancelled call answers nothing (the loop would drop the answer
/// anyway). A screen's delegate effects never come here: `AppFeature` takes them from its screens.
@MainActor
public final class AppEffectHandler: EffectHandler {
    public let client: any MarketClient
    public let cache: ThumbnailCache
    /// Where relative image paths typed in the form are resolved.
    public var fileDirectory: URL
    /// What `~` means at the start of an image path typed in the form.
    public var homeDirectory: URL
    /// The sides, in pixels, of the square pictures a front end draws.
    public var pictureSides: PictureSides
    /// What waits take their time from: the loop's manual clock in tests and scripts.
    public let clock: any Clock<Duration>
    /// Where pictures are decoded and photos prepared.
    public let pictureWork: PictureWork

    public init(
        client: any MarketClient, cache: ThumbnailCache = ThumbnailCache(byteLimit: 16 * 1024 * 1024),
        fileDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        homeDirectory: URL = URL(fileURLWithPath: NSHomeDirectory()),
        pictureSides: PictureSides = .text, clock: any Clock<Duration> = ContinuousClock(),
        pictureWork: PictureWork = .offMainActor
    ) {
        self.client = client
        self.clock = clock
        self.pictureWork = pictureWork
        self.cache = cache
        self.pictureSides = pictureSides
        self.fileDirectory = fileDirectory
        self.homeDirectory = homeDirectory
    }

    public func handle(_ effect: AppEffect, send: Send<AppEvent>) async {
        switch effect {
        case .list(let effect): await handle(effect) { send(.list($0)) }
        case .path(.element(let id, let effect)):
            // Each pushed screen's work is performed where its effect type says (LiveScreenEffect).
            guard let live = effect.base as? any LiveScreenEffect else {
                assertionFailure("\(effect): its effect type performs no work (LiveScreenEffect)")
                return
            }
            await live.perform(with: self) { send(.destination(id, $0)) }
        case .path(.cancel): break
        }
    }

    /// Runs a call and sends its answer, or its failure unless the work was cancelled.
    func answer<Event>(
        _ call: () async throws(MarketError) -> Event, failure: (MarketError) -> Event, send: (Event) -> Void
    ) async {
        do {
            send(try await call())
        } catch .cancelled {
            return
        } catch {
            guard !Task.isCancelled else { return }
            send(failure(error))
        }
    }

    /// The bytes of the image at `url`, from the shared cache or else from the client (then cached): what
    /// a front end that serves pictures itself (the web) answers with.
    public func image(at url: String) async throws(MarketError) -> Data {
        if let cached = cache.data(for: url) { return cached }
        let data = try await client.imageData(at: url)
        cache.insert(data, for: url)
        return data
    }

    /// The picture at `url`, `side` pixels square, from the cache or decoded from the image's bytes
    /// (which stay cached for a front end that serves them); nil when they are no picture.
    func picture(at url: String, side: Int) async throws(MarketError) -> Picture? {
        if let cached = cache.picture(for: url, side: side) { return cached }
        let data = try await image(at: url)
        let picture = await pictureWork.run { PictureDecoding.picture(from: data, side: side) }
        guard !Task.isCancelled else { throw .cancelled }
        if let picture { cache.insert(picture, for: url, side: side) }
        return picture
    }
}
