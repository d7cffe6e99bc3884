import Foundation
import Market
import Presenters
import Recording
import Screens
import Testing

/// The state as a recording digests it (`StateDigest`): every stored field encoded, and a set in the
/// order of its values rather than its hash order, so equal states digest alike in every process.
@Suite("The state as a recording digests it")
struct StateEncodingTests {
    func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try StateDigest.encoded(value), as: UTF8.self)
    }

    /// The keys of `value`'s encoding, sorted.
    func keys(_ value: some Encodable) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: try StateDigest.encoded(value)) as? [String: Any]
        return object?.keys.sorted() ?? []
    }

    /// The stored properties of `value`, sorted.
    func storedProperties(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label).sorted()
    }

    @Test(
        "the list encodes every stored field, the deleted ids ascending whatever order they were deleted in")
    func list() throws {
        var first = ListScenario.loaded()
        first.selection = 2
        first.deletedIDs = [9, 1, 5]
        var second = first
        second.deletedIDs = Set(minimumCapacity: 100)
        for id in [5, 1, 9] { second.deletedIDs.insert(id) }
        #expect(try encoded(first) == encoded(second))
        #expect(try encoded(first).contains(#""deletedIDs":[1,5,9]"#))
        let fields = [
            "deletedIDs", "insertedCount", "layout", "newProducts", "pagination", "products", "selection",
            "thumbnails", "top", "viewportSize",
        ]
        #expect(try keys(first) == fields)
        // A list of one vendor's products encodes the vendor and the last page's ids too; any other
        // list leaves them out, so that its recordings keep their digests.
        var sellers = first
        sellers.vendorID = 5
        let every = (fields + ["lastPageIDs", "vendorID"]).sorted()
        #expect(try keys(sellers) == every)
        #expect(storedProperties(first) == every)
    }

    @Test("the list's products encode as the list of them, in order, with no table of positions")
    func products() throws {
        let state = ListScenario.loaded()
        let object = try JSONSerialization.jsonObject(with: try StateDigest.encoded(state)) as? [String: Any]
        let products = try #require(object?["products"] as? [[String: Any]])
        #expect(products.compactMap { $0["id"] as? Int } == ListScenario.pageOne)
    }

    @Test("the form's feedback encodes the fields edited in form order, whatever order they were edited in")
    func feedback() throws {
        var first = FormFeedback()
        for field in [ProductField.stock, .name, .price] { first.markEdited(field) }
        var second = FormFeedback()
        for field in [ProductField.price, .stock, .name] { second.markEdited(field) }
        #expect(try encoded(first) == #"{"edited":["name","price","stock"],"submitAttempted":false}"#)
        #expect(try encoded(second) == encoded(first))
        #expect(try keys(first) == storedProperties(first))
    }

    @Test("a form's errors encode as an object keyed by field name, not in a dictionary's hash order")
    func formErrors() throws {
        let form = ProductFormState(mode: .register)
        let object = try JSONSerialization.jsonObject(with: try StateDigest.encoded(form)) as? [String: Any]
        let errors = try #require(object?["errors"] as? [String: Any])
        #expect(errors.keys.sorted() == ["description", "images", "name", "price"])
    }
}
