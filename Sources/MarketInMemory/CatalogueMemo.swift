import Foundation

extension Catalogue {
    /// The catalogue of `seed`, `count` and `photos`, as `init(seed:count:photos:)` makes it, made once
    /// for a run of markets on the same seed: the last one made is kept (one, the limit), so that an
    /// explored session's new market (`openmarket explore`) does not generate its 240 products again.
    public static func memoized(seed: UInt64, count: Int = 240, photos: Bool = false) -> Catalogue {
        let key = CatalogueMemo.Key(seed: seed, count: count, photos: photos)
        if let kept = CatalogueMemo.last(for: key) { return kept }
        let catalogue = Catalogue(seed: seed, count: count, photos: photos)
        CatalogueMemo.keep(catalogue, for: key)
        return catalogue
    }
}

/// The last catalogue made by `Catalogue.memoized`, shared by every thread behind a lock.
private enum CatalogueMemo {
    struct Key: Equatable {
        var seed: UInt64
        var count: Int
        var photos: Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: (key: Key, catalogue: Catalogue)?

    static func last(for key: Key) -> Catalogue? {
        lock.withLock { kept?.key == key ? kept?.catalogue : nil }
    }

    static func keep(_ catalogue: Catalogue, for key: Key) {
        lock.withLock { kept = (key, catalogue) }
    }
}
