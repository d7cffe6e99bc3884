import BrowserDriver
import HTMLUI
import Testing

/// A list streamed by row id: only the rows that changed travel, and the page holds at most `limit`.
@Suite("A list streamed by row id")
struct ListStreamTests {
    static func row(_ id: Int, _ text: String) -> StreamRow {
        StreamRow(Tag.li(.id("row-\(id)")) { text })!
    }

    static let container = Tag.ul(.id("rows"), .class("rows")) {}

    @Test("new rows are appended in one patch; the rows already sent are not sent again")
    func append() {
        var stream = ListStream(container: "rows")
        stream.drew([Self.row(1, "one")])
        #expect(
            stream.patches(
                to: [Self.row(1, "one"), Self.row(2, "two"), Self.row(3, "three")], in: Self.container)
                == [.append(id: "rows", html: #"<li id="row-2">two</li><li id="row-3">three</li>"#)])
        #expect(stream.ids == ["row-1", "row-2", "row-3"])
        #expect(
            stream.patches(appending: [Self.row(4, "four")]) == [
                .append(id: "rows", html: #"<li id="row-4">four</li>"#)
            ])
    }

    @Test("a row whose HTML changed is replaced, alone; a row the page does not hold is not sent")
    func update() {
        var stream = ListStream(container: "rows")
        stream.drew([Self.row(1, "one"), Self.row(2, "two")])
        #expect(
            stream.patches(to: [Self.row(1, "one"), Self.row(2, "TWO")], in: Self.container)
                == [.replace(id: "row-2", html: #"<li id="row-2">TWO</li>"#)])
        #expect(
            stream.patches(updating: [Self.row(1, "ONE"), Self.row(9, "nine")]) == [
                .replace(id: "row-1", html: #"<li id="row-1">ONE</li>"#)
            ])
        #expect(stream.patches(to: [Self.row(1, "ONE"), Self.row(2, "TWO")], in: Self.container) == [])
    }

    @Test("a row gone is removed by its id")
    func remove() {
        var stream = ListStream(container: "rows")
        stream.drew([Self.row(1, "one"), Self.row(2, "two"), Self.row(3, "three")])
        #expect(
            stream.patches(
                to: [Self.row(1, "one"), Self.row(3, "three"), Self.row(4, "four")], in: Self.container)
                == [.remove(id: "row-2"), .append(id: "rows", html: #"<li id="row-4">four</li>"#)])
        #expect(stream.ids == ["row-1", "row-3", "row-4"])
    }

    @Test(
        "a reset, or rows that cannot be reached by appending (a new row first, a new order), replace the container"
    )
    func reset() {
        var stream = ListStream(container: "rows")
        stream.drew([Self.row(1, "one"), Self.row(2, "two")])
        #expect(
            stream.patches(to: [Self.row(0, "zero"), Self.row(1, "one")], in: Self.container)
                == [
                    .replace(
                        id: "rows",
                        html:
                            #"<ul id="rows" class="rows"><li id="row-0">zero</li><li id="row-1">one</li></ul>"#
                    )
                ])
        #expect(
            stream.patches(to: [Self.row(1, "one"), Self.row(0, "zero")], in: Self.container)
                == [
                    .replace(
                        id: "rows",
                        html:
                            #"<ul id="rows" class="rows"><li id="row-1">one</li><li id="row-0">zero</li></ul>"#
                    )
                ])
        #expect(
            stream.reset([Self.row(7, "seven")], in: Self.container)
                == [.replace(id: "rows", html: #"<ul id="rows" class="rows"><li id="row-7">seven</li></ul>"#)]
        )
        #expect(stream.ids == ["row-7"])
    }

    @Test("at its limit, appending removes the oldest rows: the page and the stream hold `limit` rows")
    func limit() {
        #expect(ListStream.defaultLimit == 5_000)
        var stream = ListStream(container: "rows", limit: 3)
        stream.drew([Self.row(1, "one"), Self.row(2, "two")])
        #expect(
            stream.patches(appending: [Self.row(3, "three")]) == [
                .append(id: "rows", html: #"<li id="row-3">three</li>"#)
            ])
        #expect(stream.ids == ["row-1", "row-2", "row-3"])
        #expect(
            stream.patches(appending: [Self.row(4, "four"), Self.row(5, "five")])
                == [
                    .append(id: "rows", html: #"<li id="row-4">four</li><li id="row-5">five</li>"#),
                    .remove(id: "row-1"), .remove(id: "row-2"),
                ])
        #expect(stream.ids == ["row-3", "row-4", "row-5"])
        // A row pruned is no longer known: its update is not sent.
        #expect(stream.patches(updating: [Self.row(1, "ONE")]) == [])
        // The whole list, longer than the limit, keeps its last three; a reset too.
        #expect(
            stream.patches(to: (3...6).map { Self.row($0, "\($0)") }, in: Self.container)
                == [
                    .remove(id: "row-3"), .replace(id: "row-4", html: #"<li id="row-4">4</li>"#),
                    .replace(id: "row-5", html: #"<li id="row-5">5</li>"#),
                    .append(id: "rows", html: #"<li id="row-6">6</li>"#),
                ])
        #expect(stream.ids == ["row-4", "row-5", "row-6"])
        #expect(
            stream.reset((1...4).map { Self.row($0, "\($0)") }, in: Self.container)
                == [
                    .replace(
                        id: "rows",
                        html:
                            #"<ul id="rows" class="rows"><li id="row-2">2</li><li id="row-3">3</li><li id="row-4">4</li></ul>"#
                    )
                ])
        #expect(stream.ids == ["row-2", "row-3", "row-4"])
    }
}
