import Foundation
import Testing

@testable import Recording

@Suite struct StateDigestTests {
    /// A state with a dictionary and a set; it encodes the set sorted, as a state must (a set encodes
    /// in its hash order, which differs from process to process).
    struct Basket: Equatable, Encodable {
        var items: [String: Int]
        var tags: Set<String>

        private enum CodingKeys: String, CodingKey {
            case items, tags
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(items, forKey: .items)
            try container.encode(tags.sorted(), forKey: .tags)
        }
    }

    /// The text the digest is taken of.
    func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try StateDigest.encoded(value), as: UTF8.self)
    }

    @Test func theDigestIsFNV1aOfWhatTheStateEncodesAsJSONWithSortedKeys() throws {
        // FNV-1a 64 of "42" and of the basket's JSON, worked out apart from this code.
        #expect(try StateDigest.of(42) == "07ee7e07b4b19223")
        let basket = Basket(items: ["b": 2, "a": 1], tags: ["y", "x"])
        #expect(try encoded(basket) == #"{"items":{"a":1,"b":2},"tags":["x","y"]}"#)
        #expect(try StateDigest.of(basket) == "7e4a73ec048ca3b7")
    }

    @Test func entriesInAnyOrderGiveTheSameDigest() throws {
        var first = Basket(items: [:], tags: [])
        var second = Basket(items: [:], tags: [])
        for index in 0..<50 { first.items["item \(index)"] = index }
        for index in (0..<50).reversed() { second.items["item \(index)"] = index }
        first.tags = Set((0..<50).map { "tag \($0)" })
        second.tags = Set((0..<50).reversed().map { "tag \($0)" })
        #expect(try StateDigest.of(first) == StateDigest.of(second))
        second.items["item 7"] = 8
        #expect(try StateDigest.of(first) != StateDigest.of(second))
    }

    @Test func bytesStandAsTheirCountAndDigestWhereverTheyAreKept() throws {
        // FNV-1a 64 of the bytes 01 02 03, worked out apart from this code.
        #expect(try encoded(Data([1, 2, 3])) == #""3 bytes d0aa6218672cf5ab""#)
        #expect(try encoded(["photo": Data([1, 2, 3])]) == #"{"photo":"3 bytes d0aa6218672cf5ab"}"#)
        let kept = Data(repeating: 9, count: 4_096)
        let copied = Data(Array(kept))
        #expect(try StateDigest.of(["photo": kept]) == StateDigest.of(["photo": copied]))
        #expect(try StateDigest.of(kept) != StateDigest.of(Data(repeating: 9, count: 4_095)))
    }

    /// A counter before a refactor.
    struct Counter: Encodable {
        private var count = 3
        var label = "guests"
    }

    /// The same counter after one: its private property and the type renamed, the encoding kept.
    struct Tally: Encodable {
        private var total = 3
        var label = "guests"

        private enum CodingKeys: String, CodingKey {
            case total = "count", label
        }
    }

    /// The same counter whose encoding changed: the field is written under another name.
    struct RenamedInTheEncoding: Encodable {
        private var total = 3
        var label = "guests"
    }

    @Test func aRefactorThatKeepsTheEncodingKeepsTheDigestAndOneThatChangesItDoesNot() throws {
        #expect(try encoded(Counter()) == #"{"count":3,"label":"guests"}"#)
        #expect(try StateDigest.of(Tally()) == StateDigest.of(Counter()))
        #expect(try encoded(RenamedInTheEncoding()) == #"{"label":"guests","total":3}"#)
        #expect(try StateDigest.of(RenamedInTheEncoding()) != StateDigest.of(Counter()))
    }

    @Test func aNumberJSONCannotSpellIsWrittenAsTextRatherThanFailing() throws {
        #expect(
            try encoded([Double.nan, .infinity, -.infinity, 0.5]) == #"["nan","+infinity","-infinity",0.5]"#)
    }

    /// A value that refuses to encode.
    struct Unencodable: Encodable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: [], debugDescription: "no encoding"))
        }
    }

    @Test func aValueThatDoesNotEncodeHasNoDigest() {
        #expect(throws: EncodingError.self) { try StateDigest.of(Unencodable()) }
    }
}
