import Foundation
import Recording
import Testing

@Suite struct EncodedDiffTests {
    struct Shop: Encodable {
        struct Item: Encodable {
            var name: String
            var price: Int
        }

        enum Phase: Encodable {
            case idle
            case failed(String)
        }

        var items: [Item]
        var stock: [Int: Int]
        var phase: Phase
        var note: String?
        var photo: Data
    }

    let shop = EncodedDiffTests.Shop(
        items: [.init(name: "mug", price: 10)], stock: [240: 3], phase: .idle, note: nil, photo: Data([1]))

    @Test func eachDifferenceIsNamedByItsJSONPathWithBothValuesAsJSON() throws {
        var changed = shop
        changed.items[0].price = 12
        changed.items.append(.init(name: "cup \"blue\"", price: 9))
        changed.stock[240] = nil
        changed.stock[7] = 1
        changed.phase = .failed("down")
        changed.note = "sold"
        changed.photo = Data([2])
        #expect(
            StructuralDiff.render(try EncodedDiff.differences(expected: shop, actual: changed)) == """
                  items[0].price
                    − 10
                    + 12
                  items[1]
                    − (absent)
                    + {"name":"cup \\"blue\\"","price":9}
                  note
                    − (absent)
                    + "sold"
                  phase.failed
                    − (absent)
                    + {"_0":"down"}
                  phase.idle
                    − {}
                    + (absent)
                  photo
                    − "1 byte af63bc4c8601b62c"
                    + "1 byte af63bf4c8601bb45"
                  stock["240"]
                    − 3
                    + (absent)
                  stock["7"]
                    − (absent)
                    + 1
                """)
    }

    @Test func valuesThatEncodeAlikeHaveNoDifference() throws {
        #expect(try EncodedDiff.differences(expected: shop, actual: shop).isEmpty)
    }
}
