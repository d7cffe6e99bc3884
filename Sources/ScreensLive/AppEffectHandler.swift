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
        case .path(.element(let id, .search(let effect))):
            await handle(effect) { send(.destination(id, .search($0))) }
        case .path(.element(let id, .detail(let effect))):
            await handle(effect) { send(.destination(id, .detail($0))) }
        case .path(.element(let id, .form(let effect))):
            await handle(effect) { send(.destination(id, .form($0))) }
        case .path(.cancel): break
        }
    }

    private func handle(_ effect: ProductListEffect, send: @escaping (ProductListEvent) -> Void) async {
        switch effect {
        case .fetchPage(let request):
            await answer { () throws(MarketError) in
                .pageLoaded(
                    request,
                    try await self.client.page(
                        number: request.page, itemsPerPage: request.itemsPerPage, matching: request.search))
            } failure: {
                .pageFailed(request, $0)
            } send: {
                send($0)
            }
        case .loadThumbnail(let id, let url):
            await answer { () throws(MarketError) in
                guard let picture = try await self.picture(at: url, side: self.pictureSides.thumbnail) else {
                    return .thumbnailFailed(productID: id)
                }
                return .thumbnailLoaded(productID: id, picture)
            } failure: { _ in
                .thumbnailFailed(productID: id)
            } send: {
                send($0)
            }
        case .cancelThumbnail, .delegate:
            break
        }
    }

    private func handle(_ effect: SearchEffect, send: @escaping (SearchEvent) -> Void) async {
        switch effect {
        case .debounce(let text):
            // Replaced by the next key, the sleep throws and nothing is sent.
            guard (try? await clock.sleep(for: SearchEffect.debounceDelay)) != nil else { return }
            send(.queryDebounced(text))
        case .cancelDebounce, .delegate:
            break
        case .results(let effect):
            await handle(effect) { send(.results($0)) }
        }
    }

    private func handle(_ effect: ProductDetailEffect, send: @escaping (ProductDetailEvent) -> Void) async {
        switch effect {
        case .fetchDetail(let id):
            await answer { () throws(MarketError) in
                .detailLoaded(try await self.client.detail(id: id))
            } failure: {
                .detailFailed($0)
            } send: {
                send($0)
            }
        case .loadImage(let id, let url):
            await answer { () throws(MarketError) in
                guard let picture = try await self.picture(at: url, side: self.pictureSides.detail) else {
                    return .imageFailed(imageID: id)
                }
                return .imageLoaded(imageID: id, picture)
            } failure: { _ in
                .imageFailed(imageID: id)
            } send: {
                send($0)
            }
        case .delete(let effect):
            await handle(effect) { send(.delete($0)) }
        case .delegate:
            break
        }
    }

    private func handle(_ effect: DeleteFlowEffect, send: @escaping (DeleteFlowEvent) -> Void) async {
        switch effect {
        case .lookUpDeletionSecret(let id, let password):
            await answer { () throws(MarketError) in
                let secret = try await self.client.deletionSecret(productID: id, password: password.revealed)
                return DeleteFlowEvent.deletionSecretFound(productID: id, secret: SecretText(secret))
            } failure: {
                .deletionSecretFailed(productID: id, $0)
            } send: {
                send($0)
            }
        case .delete(let id, let secret):
            await answer { () throws(MarketError) in
                try await self.client.delete(productID: id, secret: secret.revealed)
                return DeleteFlowEvent.deleted(productID: id)
            } failure: {
                .deleteFailed(productID: id, $0)
            } send: {
                send($0)
            }
        case .cancel, .delegate:
            break
        }
    }

    private func handle(_ effect: ProductFormEffect, send: @escaping (ProductFormEvent) -> Void) async {
        switch effect {
        case .readImage(let path):
            send(readImage(at: path))
        case .prepareImage(let upload, let maxBytes):
            send(await pictureWork.run { ImagePreparation.prepare(upload, maxBytes: maxBytes) })
        case .register(let draft):
            await answer { () throws(MarketError) in
                .submitted(try await self.client.register(draft))
            } failure: {
                .submitFailed($0)
            } send: {
                send($0)
            }
        case .edit(let id, let edit):
            await answer { () throws(MarketError) in
                .submitted(try await self.client.edit(id: id, edit))
            } failure: {
                .submitFailed($0)
            } send: {
                send($0)
            }
        case .delegate:
            break
        }
    }

    /// Runs a call and sends its answer, or its failure unless the work was cancelled.
    private func answer<Event>(
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
    private func picture(at url: String, side: Int) async throws(MarketError) -> Picture? {
        if let cached = cache.picture(for: url, side: side) { return cached }
        let data = try await image(at: url)
        let picture = await pictureWork.run { PictureDecoding.picture(from: data, side: side) }
        guard !Task.isCancelled else { throw .cancelled }
        if let picture { cache.insert(picture, for: url, side: side) }
        return picture
    }

    /// Reads an image file; the bytes are checked when the form prepares them, not here.
    private func readImage(at path: String) -> ProductFormEvent {
        let url = fileURL(forTyped: path)
        do {
            return .imageAttached(
                ImageUpload(fileName: url.lastPathComponent, data: try Data(contentsOf: url)))
        } catch {
            return .imageAttachFailed(AttachError(fileName: url.lastPathComponent))
        }
    }

    /// An absolute path as given, `~/…` in the home directory, anything else in the file directory.
    private func fileURL(forTyped path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        if path.hasPrefix("~/") { return homeDirectory.appendingPathComponent(String(path.dropFirst(2))) }
        return fileDirectory.appendingPathComponent(path)
    }
}
