import Caches
import Testing

@Suite("Memo")
struct MemoTests {
    @Test("a value is made once for its key and kept, least recently used out first, within the limit")
    func keptWithinTheLimit() {
        let memo = Memo<String, String>(costLimit: 10)
        var made: [String] = []
        func value(_ key: String) -> String {
            memo.value(for: key, cost: { $0.count }) {
                made.append(key)
                return key.uppercased()
            }
        }
        #expect(value("abcd") == "ABCD")
        #expect(value("efgh") == "EFGH")
        #expect(value("abcd") == "ABCD")
        #expect(made == ["abcd", "efgh"])
        #expect(memo.cost == 8)
        // A third of cost 4 makes 12: the least recently used (efgh) goes.
        #expect(value("ijkl") == "IJKL")
        #expect(memo.cost == 8)
        #expect(memo.count == 2)
        _ = value("abcd")
        _ = value("efgh")
        #expect(made == ["abcd", "efgh", "ijkl", "efgh"])
    }

    @Test("a value costing exactly the limit is kept alone; one costing more is made every time")
    func atTheLimit() {
        let memo = Memo<Int, [Int]>(costLimit: 3)
        var calls = 0
        func value(_ count: Int) -> [Int] {
            memo.value(for: count, cost: \.count) {
                calls += 1
                return Array(repeating: 0, count: count)
            }
        }
        _ = value(3)
        _ = value(3)
        #expect(calls == 1)
        #expect(memo.cost == 3)
        _ = value(4)
        _ = value(4)
        #expect(calls == 3)
        #expect(memo.cost == 3, "the one over the limit took nothing out")
    }
}
