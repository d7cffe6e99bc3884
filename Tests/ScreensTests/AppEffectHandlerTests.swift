import Foundation
import Loop
import Market
import MarketInMemory
import Screens
import ScreensLive
import Testing

@MainActor
@Suite("App effect handler")
struct AppEffectHandlerTests {
    @MainActor
    final class Answers {
        var events: [AppEvent] = []
    }

    let market = InMemoryMarket(seed: 2022, productCount: 3)

    func handler(
        cache: ThumbnailCache = ThumbnailCache(byteLimit: 1024), directory: URL? = nil, home: URL? = nil
    ) -> AppEffectHandler {
        let handler = AppEffectHandler(client: market.client(for: AppDriver.credentials), cache: cache)
        if let directory { handler.fileDirectory = directory }
        if let home { handler.homeDirectory = home }
        return handler
    }

    func answers(_ handler: AppEffectHandler, _ effect: AppEffect) async -> [AppEvent] {
        let answers = Answers()
        await handler.handle(effect, send: Send { answers.events.append($0) })
        return answers.events
    }

    @Test(
        "an image path is read from the file directory, as given when absolute, from home after ~/; a missing file is named"
    )
    func readImage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ScreensTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Fixtures.tinyPNG.write(to: directory.appendingPathComponent("mug.png"))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ScreensTests-home-\(UUID())")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("Pictures"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try Fixtures.tinyPNG.write(to: home.appendingPathComponent("Pictures/mug.png"))
        let handler = handler(directory: directory, home: home)
        let attached = AppEvent.destination(
            1, .form(.imageAttached(ImageUpload(fileName: "mug.png", data: Fixtures.tinyPNG))))
        #expect(await answers(handler, .form(.readImage(path: "mug.png"), on: 1)) == [attached])
        let absolute = directory.appendingPathComponent("mug.png").path
        #expect(await answers(handler, .form(.readImage(path: absolute), on: 1)) == [attached])
        #expect(await answers(handler, .form(.readImage(path: "~/Pictures/mug.png"), on: 1)) == [attached])
        #expect(
            await answers(handler, .form(.readImage(path: "~/mug.png"), on: 1))
                == [.destination(1, .form(.imageAttachFailed(AttachError(fileName: "mug.png"))))]
        )
        #expect(
            await answers(handler, .form(.readImage(path: "missing.png"), on: 1))
                == [.destination(1, .form(.imageAttachFailed(AttachError(fileName: "missing.png"))))]
        )
    }

    @Test(
        "a thumbnail is fetched once, kept as its bytes and its 4×4 picture, then served from the shared cache; a failed fetch says so"
    )
    func thumbnailsThroughTheCache() async {
        let cache = ThumbnailCache(byteLimit: 1024)
        let handler = handler(cache: cache)
        let load = AppEffect.list(.loadThumbnail(productID: 3, url: "memory://images/3/1-thumb.png"))
        // The seeded market's product 3 has a single-colour thumbnail of this colour.
        let loaded = AppEvent.list(.thumbnailLoaded(productID: 3, Fixtures.solid(side: 4, 248, 188, 22)))
        #expect(await answers(handler, load) == [loaded])
        // The PNG's 76 bytes (signature 8, IHDR 25, IDAT 31 holding the 4 rows of 1 + 16 bytes deflated,
        // IEND 12), for a front end that serves them, and the picture's 4 × 4 × 3 = 48.
        #expect(cache.count == 2)
        #expect(cache.byteCount == 76 + 48)
        await market.failNext(1)
        #expect(await answers(handler, load) == [loaded])
        let other = AppEffect.list(.loadThumbnail(productID: 2, url: "memory://images/2/1-thumb.png"))
        #expect(await answers(handler, other) == [.list(.thumbnailFailed(productID: 2))])
        #expect(cache.count == 2)
    }

    @Test("a page answers with the request it was for; a failure carries the market's error")
    func pages() async {
        let handler = handler()
        let request = Fixtures.request(1, itemsPerPage: 2)
        let events = await answers(handler, .list(.fetchPage(request)))
        guard case .list(.pageLoaded(let answered, let page)) = events.first else {
            Issue.record("expected a page, got \(events)")
            return
        }
        #expect(answered == request)
        #expect(page.products.map(\.id) == [3, 2])
        await market.failNext(1, with: .timeout)
        #expect(await answers(handler, .list(.fetchPage(request))) == [.list(.pageFailed(request, .timeout))])
    }
}
