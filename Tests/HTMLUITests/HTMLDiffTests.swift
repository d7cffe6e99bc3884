import HTMLUI
import Testing

@Suite struct HTMLDiffTests {
    private func page(count: Int, stock: String = "Stock: 3", cells: [Int] = [1, 2], cls: String = "list")
        -> HTMLNode
    {
        Tag.main(.id("app")) {
            Tag.h1 { "Counter" }
            Tag.span(.id("count")) { "\(count)" }
            Tag.ul(.id("cells"), .class(cls)) {
                for cell in cells {
                    Tag.li(.id("cell-\(cell)")) {
                        Tag.span { "Product \(cell)" }
                        Tag.span { cell == 2 ? stock : "Stock: 1" }
                    }
                }
            }
        }
    }

    @Test func nothingChangedMeansNoPatches() {
        #expect(HTMLDiff.patches(from: page(count: 1), to: page(count: 1)) == [])
    }

    @Test func changedTextOfAnElementWithAnIdIsATextPatch() {
        #expect(HTMLDiff.patches(from: page(count: 1), to: page(count: 2)) == [.text(id: "count", text: "2")])
    }

    @Test func aChangeInsideAnElementWithoutAnIdReplacesTheNearestWithOne() {
        #expect(
            HTMLDiff.patches(from: page(count: 1), to: page(count: 1, stock: "Sold out")) == [
                .replace(
                    id: "cell-2", html: "<li id=\"cell-2\"><span>Product 2</span><span>Sold out</span></li>")
            ])
    }

    @Test func changedAttributesAreSetAndRemoved() {
        let old = Tag.input(.id("name"), .value("a"), .required)
        let new = Tag.input(.id("name"), .value("ab"), .aria("invalid", "true"))
        #expect(
            HTMLDiff.patches(from: old, to: new) == [
                .attributes(id: "name", set: [.value("ab"), .aria("invalid", "true")], remove: ["required"])
            ])
        #expect(
            HTMLDiff.patches(from: page(count: 1), to: page(count: 1, cls: "grid")) == [
                .attributes(id: "cells", set: [.class("grid")], remove: [])
            ])
    }

    @Test func cellsAddedAtTheEndAreAppendedAndCellsRemovedAtTheEndRemoved() {
        #expect(
            HTMLDiff.patches(from: page(count: 1), to: page(count: 1, cells: [1, 2, 3])) == [
                .append(
                    id: "cells", html: "<li id=\"cell-3\"><span>Product 3</span><span>Stock: 1</span></li>")
            ])
        #expect(
            HTMLDiff.patches(from: page(count: 1, cells: [1, 2, 3]), to: page(count: 1, cells: [1])) == [
                .remove(id: "cell-2"), .remove(id: "cell-3"),
            ])
    }

    @Test func cellsInsertedAtTheTopReplaceTheirList() {
        let patches = HTMLDiff.patches(from: page(count: 1), to: page(count: 1, cells: [0, 1, 2]))
        #expect(patches.count == 1)
        guard case .replace(let id, let html) = patches.first else {
            Issue.record("expected a replace, got \(patches)")
            return
        }
        #expect(id == "cells")
        #expect(html.hasPrefix("<ul id=\"cells\" class=\"list\"><li id=\"cell-0\">"))
    }

    @Test func aRootWithoutAnIdThatChangesShapeReloads() {
        #expect(HTMLDiff.patches(from: Tag.div { "a" }, to: Tag.p { "a" }) == [.reload])
        #expect(
            HTMLDiff.patches(from: Tag.div(.id("r")) { "a" }, to: Tag.p(.id("r")) { "a" }) == [
                .replace(id: "r", html: "<p id=\"r\">a</p>")
            ])
    }

    @Test func patchesAreJSONTheClientReads() {
        let patches: [HTMLPatch] = [
            .text(id: "count", text: "<2>"),
            .attributes(id: "f", set: [.value("x"), .disabled], remove: ["hidden"]),
            .push(url: "/products/3"),
            .address(url: "/search?q=a%20b"),
            .reload,
        ]
        #expect(
            HTMLPatch.json(patches) == """
                [{"id":"count","op":"text","text":"<2>"},\
                {"id":"f","op":"attributes","remove":["hidden"],"set":{"disabled":"","value":"x"}},\
                {"op":"push","url":"/products/3"},{"op":"address","url":"/search?q=a%20b"},{"op":"reload"}]
                """)
    }
}
