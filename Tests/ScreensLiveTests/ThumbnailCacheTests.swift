import Foundation
import Screens
import ScreensLive
import Testing

@Suite("Thumbnail cache")
struct ThumbnailCacheTests {
    func bytes(_ count: Int) -> Data { Data(repeating: 1, count: count) }

    @Test("the least recently used bytes go first when the limit is reached")
    func evictsLeastRecentlyUsed() {
        let cache = ThumbnailCache(byteLimit: 100)
        cache.insert(bytes(40), for: "a")
        cache.insert(bytes(40), for: "b")
        #expect(cache.data(for: "a") == bytes(40))
        cache.insert(bytes(40), for: "c")
        #expect(cache.data(for: "b") == nil)
        #expect(cache.data(for: "a") != nil)
        #expect(cache.data(for: "c") != nil)
        #expect(cache.count == 2)
        #expect(cache.byteCount == 80)
        #expect(cache.peakByteCount == 80)
    }

    @Test("new bytes for a URL replace the old; bytes larger than the whole limit are not kept")
    func replaceAndOversize() {
        let cache = ThumbnailCache(byteLimit: 100)
        cache.insert(bytes(40), for: "a")
        cache.insert(bytes(60), for: "a")
        #expect(cache.count == 1)
        #expect(cache.byteCount == 60)
        cache.insert(bytes(101), for: "big")
        #expect(cache.data(for: "big") == nil)
        #expect(cache.byteCount == 60)
        cache.insert(bytes(200), for: "a")
        #expect(cache.data(for: "a") == nil)
        #expect(cache.byteCount == 0)
        #expect(cache.peakByteCount == 60)
    }
}
