import BrowserDriver
import Foundation
import HTMLUI
import Testing

/// A page of screens: a new screen drawn whole, the same screen patched, its long list streamed in a
/// window, fields' values never written back by a live update.
@MainActor
@Suite("A page of screens")
struct ScreenPageTests {
    /// A shelf of words at `/shelf?q=QUERY`, or another screen at `/NAME`; the words in view are `visible`.
    struct Shelf: Equatable {
        var screen = "shelf"
        var query = ""
        var words = ["apple", "bread", "cheese", "dates"]
        var generation = 0
        var isReplacing = false
        var visible = 0..<2
        var alert: String?
        /// A note after the words, in an element with no id: showing it replaces the whole screen.
        var note: String?
    }

    static func draw(_ shelf: Shelf, _ frame: Shelf, values: Bool) -> DrawnScreen {
        let address = shelf.screen == "shelf" ? "/shelf?q=\(shelf.query)" : "/\(shelf.screen)"
        return DrawnScreen(
            title: "\(shelf.words.count) words", address: address, identity: shelf.screen,
            screen: Tag.main(.id("screen")) {
                Tag.h1(.id("count")) { "\(shelf.words.count) words on \(shelf.screen)" }
                HTMLNode.element(.input, [.id("q")] + (values ? [.value(shelf.query)] : []), [])
                Tag.ul(.id("words")) {}
                if let note = shelf.note { Tag.p { Tag.em { note } } }
            },
            overlay: Tag.div(.id("overlay")) {
                if let alert = shelf.alert { Tag.p(.id("alert")) { alert } }
            },
            windows: [
                StreamedWindow(
                    container: "words", key: shelf.isReplacing ? nil : AnyHashable(shelf.generation),
                    count: shelf.words.count, live: shelf.visible.clamped(to: 0..<shelf.words.count)
                ) { indices in indices.map { index in Tag.li(.id("w-\(index)")) { shelf.words[index] } } }
            ])
    }

    static func page(_ shelf: Shelf) -> ScreenPage<Shelf, Shelf> {
        ScreenPage(shelf, frame: { $0 }, draw: { draw($0, $1, values: $2) })
    }

    static let session = SessionContext(id: "s1", token: "t1")

    @Test("the first document holds every row and the fields' values")
    func document() {
        var shelf = Shelf()
        shelf.query = "b"
        let document = Self.page(shelf).document(
            shelf, in: Self.session, language: "en", styleSheet: nil, offline: "offline")
        let lines = document.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let list = lines.drop { $0 != #"<ul id="words">"# }.prefix(6)
        #expect(
            Array(list) == [
                #"<ul id="words">"#, #"<li id="w-0">apple</li>"#, #"<li id="w-1">bread</li>"#,
                #"<li id="w-2">cheese</li>"#, #"<li id="w-3">dates</li>"#, "</ul>",
            ])
        #expect(document.contains(#"<input id="q" value="b">"#))
        #expect(document.contains("<title>4 words</title>"))
    }

    @Test("a row in view that changed is replaced alone; a row out of view is not compared")
    func liveRows() {
        var shelf = Shelf()
        var page = Self.page(shelf)
        shelf.words[1] = "brioche"
        #expect(page.update(to: shelf) == [.replace(id: "w-1", html: #"<li id="w-1">brioche</li>"#)])
        shelf.words[3] = "dumplings"
        #expect(page.update(to: shelf) == [])
        shelf.visible = 2..<4
        #expect(page.update(to: shelf) == [.replace(id: "w-3", html: #"<li id="w-3">dumplings</li>"#)])
    }

    @Test("rows past those drawn are appended; a new key draws the list whole; a nil key keeps what shows")
    func appendAndReplace() {
        var shelf = Shelf()
        var page = Self.page(shelf)
        shelf.words.append("eggs")
        #expect(
            page.update(to: shelf) == [
                .text(id: "count", text: "5 words on shelf"),
                .append(id: "words", html: #"<li id="w-4">eggs</li>"#), .title("5 words"),
            ])
        // Being replaced: what shows stays, its rows in view kept up to date, nothing appended.
        shelf.isReplacing = true
        shelf.words = ["fig", "grape", "honey", "ice", "jam", "kale"]
        #expect(
            page.update(to: shelf) == [
                .text(id: "count", text: "6 words on shelf"),
                .replace(id: "w-0", html: #"<li id="w-0">fig</li>"#),
                .replace(id: "w-1", html: #"<li id="w-1">grape</li>"#), .title("6 words"),
            ])
        shelf.isReplacing = false
        shelf.generation = 1
        #expect(
            page.update(to: shelf) == [
                .replace(
                    id: "words",
                    html:
                        #"<ul id="words"><li id="w-0">fig</li><li id="w-1">grape</li><li id="w-2">honey</li>"#
                        + #"<li id="w-3">ice</li><li id="w-4">jam</li><li id="w-5">kale</li></ul>"#)
            ])
    }

    @Test(
        "a new screen is drawn whole with its values and its address pushed; the same screen at a new address is patched, its address replaced"
    )
    func screens() {
        var shelf = Shelf()
        var page = Self.page(shelf)
        shelf.query = "ch"
        // The field's value is the person's: not written back.
        #expect(page.update(to: shelf) == [.address(url: "/shelf?q=ch")])
        shelf.screen = "pantry"
        shelf.words = ["oats"]
        #expect(
            page.update(to: shelf) == [
                .replace(
                    id: "screen",
                    html: #"<main id="screen"><h1 id="count">1 words on pantry</h1><input id="q" value="ch">"#
                        + #"<ul id="words"><li id="w-0">oats</li></ul></main>"#),
                .push(url: "/pantry"), .title("1 words"),
            ])
        shelf.words.append("rice")
        #expect(
            page.update(to: shelf) == [
                .text(id: "count", text: "2 words on pantry"),
                .append(id: "words", html: #"<li id="w-1">rice</li>"#), .title("2 words"),
            ])
    }

    @Test("a list sent again empty, inside an element the diff replaced whole, gets every row again")
    func containerSentAgain() {
        var shelf = Shelf()
        var page = Self.page(shelf)
        shelf.note = "fresh"
        #expect(
            page.update(to: shelf) == [
                .replace(
                    id: "screen",
                    html: #"<main id="screen"><h1 id="count">4 words on shelf</h1><input id="q">"#
                        + #"<ul id="words"></ul><p><em>fresh</em></p></main>"#),
                .replace(
                    id: "words",
                    html: #"<ul id="words"><li id="w-0">apple</li><li id="w-1">bread</li>"#
                        + #"<li id="w-2">cheese</li><li id="w-3">dates</li></ul>"#),
            ])
        shelf.words[0] = "apricot"
        #expect(page.update(to: shelf) == [.replace(id: "w-0", html: #"<li id="w-0">apricot</li>"#)])
    }

    @Test("what is presented over the screen is patched on its own; a redraw sends the screen and it whole")
    func overlay() {
        var shelf = Shelf()
        var page = Self.page(shelf)
        shelf.alert = "Out of bread"
        #expect(page.update(to: shelf) == [.append(id: "overlay", html: #"<p id="alert">Out of bread</p>"#)])
        #expect(
            page.redraw(shelf) == [
                .replace(
                    id: "screen",
                    html: #"<main id="screen"><h1 id="count">4 words on shelf</h1><input id="q" value="">"#
                        + #"<ul id="words"><li id="w-0">apple</li><li id="w-1">bread</li>"#
                        + #"<li id="w-2">cheese</li><li id="w-3">dates</li></ul></main>"#),
                .replace(id: "overlay", html: #"<div id="overlay"><p id="alert">Out of bread</p></div>"#),
                .title("4 words"),
            ])
    }
}
