import Routing
import Testing

/// The one matching of paths, and the one rule of which pattern is meant.
@Suite struct PathPatternTests {
    @Test("a pattern binds its parameters, and matches only paths of its length and literals")
    func binds() {
        #expect(PathPattern("/products/:id/edit").bind(["products", "7", "edit"]) == ["id": "7"])
        #expect(PathPattern("/").bind([]) == [:])
        #expect(PathPattern("/products/:id").bind(["products"]) == nil)
        #expect(PathPattern("/products/:id").bind(["orders", "7"]) == nil)
    }

    @Test("of the patterns that match, the most specific comes first, whatever the table's order")
    func mostSpecificFirst() {
        let table = ["/:section/:id", "/products/:id", "/products/new", "/:section/new"].map {
            (pattern: PathPattern($0), value: $0)
        }
        #expect(
            PathPattern.matches(of: table, for: ["products", "new"]).map(\.value) == [
                "/products/new", "/products/:id", "/:section/new", "/:section/:id",
            ])
        #expect(
            PathPattern.matches(of: table, for: ["orders", "new"]).map(\.parameters) == [
                ["section": "orders"], ["section": "orders", "id": "new"],
            ])
        #expect(PathPattern.matches(of: table, for: ["products"]).isEmpty)
    }

    @Test("equally specific patterns keep their order")
    func tiesKeepOrder() {
        let table = [(pattern: PathPattern("/:a"), value: 1), (pattern: PathPattern("/:b"), value: 2)]
        #expect(PathPattern.matches(of: table, for: ["x"]).map(\.value) == [1, 2])
    }
}
