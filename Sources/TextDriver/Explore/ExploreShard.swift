/// One worker's share of an explore's runs when several share them (`--jobs`): the runs whose number
/// leaves `index` divided by `count`, so that each run is taken by one worker, and the failure of the
/// lowest run, which every worker reaches before any later failure of its own, is the one found.
struct ExploreShard: Equatable, Sendable, CustomStringConvertible {
    var index: Int
    var count: Int

    /// Every run, in one worker.
    static let whole = ExploreShard(index: 0, count: 1)

    /// The share written `INDEX/COUNT` (`1/4`), as a worker's environment names it; nil when it is none.
    init?(_ text: String) {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else { return nil }
        self.init(index: parts[0], count: parts[1])
    }

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    var description: String { "\(index)/\(count)" }
}
