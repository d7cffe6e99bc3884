import Foundation
import Testing

@testable import Recording

@Suite struct StateDigestTests {
    struct Basket: Equatable {
        var items: [String: Int]
        var tags: Set<String>
    }

    @Test func theDigestIsFNV1aOfTheCanonicalDescription() {
        // FNV-1a 64 of "42" and of the basket's description, worked out apart from this code.
        #expect(StateDigest.of(42) == "07ee7e07b4b19223")
        let basket = Basket(items: ["b": 2, "a": 1], tags: ["y", "x"])
        #expect(
            StateDigest.canonical(basket)
                == #"Basket(items:Dictionary<String, Int>((key: String, value: Int)(key:"a",value:1),"#
                + #"(key: String, value: Int)(key:"b",value:2)),tags:Set<String>("x","y"))"#)
        #expect(StateDigest.of(basket) == "d70f2419c047425f")
    }

    @Test func entriesInAnyOrderGiveTheSameDigest() {
        var first = Basket(items: [:], tags: [])
        var second = Basket(items: [:], tags: [])
        for index in 0..<50 { first.items["item \(index)"] = index }
        for index in (0..<50).reversed() { second.items["item \(index)"] = index }
        first.tags = Set((0..<50).map { "tag \($0)" })
        second.tags = Set((0..<50).reversed().map { "tag \($0)" })
        #expect(StateDigest.of(first) == StateDigest.of(second))
        second.items["item 7"] = 8
        #expect(StateDigest.of(first) != StateDigest.of(second))
    }

    @Test func bytesStandAsTheirCountAndDigestWhereverTheyAreKept() {
        // FNV-1a 64 of the bytes 01 02 03, worked out apart from this code.
        #expect(StateDigest.canonical(Data([1, 2, 3])) == "Data(3:d0aa6218672cf5ab)")
        #expect(StateDigest.canonical([UInt8]([1, 2, 3])) == "[UInt8](3:d0aa6218672cf5ab)")
        let kept = Data(repeating: 9, count: 4_096)
        let copied = Data(Array(kept))
        #expect(StateDigest.of(["photo": kept]) == StateDigest.of(["photo": copied]))
        #expect(StateDigest.of(kept) != StateDigest.of(Data(repeating: 9, count: 4_095)))
    }
}
