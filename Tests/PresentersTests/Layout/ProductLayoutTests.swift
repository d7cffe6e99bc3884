import Presenters
import Testing

struct ProductLayoutTests {
    @Test(arguments: [(ProductLayout.list, "LIST", ProductLayout.grid), (.grid, "GRID", .list)])
    func eachLayoutHasItsTitleAndTogglesToTheOther(layout: ProductLayout, title: String, other: ProductLayout)
    {
        #expect(layout.title == title)
        #expect(layout.toggled == other)
        #expect(layout.toggled.toggled == layout)
    }

    @Test func theSegmentsAreListThenGrid() {
        #expect(ProductLayout.allCases.map(\.title) == ["LIST", "GRID"])
    }
}
