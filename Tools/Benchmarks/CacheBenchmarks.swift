import Foundation
import Screens
import ScreensLive

/// Scrolling 100,000 products through the shared thumbnail cache with a 16 MB limit.
enum CacheBenchmarks {
    static let byteLimit = 16 * 1_024 * 1_024
    static let productCount = 100_000

    /// Scrolls down a row at a time through a LIST of 7 rows, each step looking up the thumbnails of
    /// the products in view and 4 either side (as the list asks for them) and storing those missing;
    /// every 500 products it scrolls back 50 and down again, so some lookups hit. Thumbnails weigh
    /// 2–40 KB, distinct allocations, sizes from a fixed pseudo-random sequence. Returns the cache's
    /// `peakByteCount`.
    static func run() -> Int {
        let cache = ThumbnailCache(byteLimit: byteLimit)
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15
        func thumbnailSize() -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 2_048 + Int((random >> 33) % UInt64(40 * 1_024 - 2_048 + 1))
        }
        let rows = 7
        let margin = 4
        func show(top: Int) {
            for index in max(0, top - margin)..<min(productCount, top + rows + margin) {
                let url = Fixtures.thumbnailURL(index + 1)
                if cache.data(for: url) == nil { cache.insert(Data(count: thumbnailSize()), for: url) }
            }
        }
        for top in 0..<productCount {
            show(top: top)
            if top % 500 == 499 {
                for back in stride(from: top - 1, through: top - 50, by: -1) { show(top: back) }
                for forth in (top - 49)...top { show(top: forth) }
            }
        }
        precondition(cache.byteCount <= byteLimit)
        return cache.peakByteCount
    }
}
