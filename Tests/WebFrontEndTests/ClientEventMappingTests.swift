import BrowserDriver
import Foundation
import HTMLUI
import Market
import Presenters
import Screens
import Testing
import WebCore
import WebFrontEnd

/// What the browser reports becomes the app's events, without a browser.
@Suite("Client event mapping")
struct ClientEventMappingTests {
    let list = WebShowcase.loadedList(.korean)

    func events(_ event: ClientEvent, in state: AppState? = nil) -> [AppEvent] {
        ClientEventMapping.events(for: event, in: state ?? list)
    }

    @Test("a click on a product opens it by its id")
    func openProduct() {
        #expect(
            events(ClientEvent(kind: .click, name: "open", data: ["id": "104"])) == [
                .routeRequested(.product(id: 104))
            ])
        #expect(events(ClientEvent(kind: .click, name: "open", data: ["id": "-4"])) == [])
        #expect(events(ClientEvent(kind: .click, name: "open", data: ["id": "x"])) == [])
    }

    @Test("a layout button selects its layout (one intent, one event); an unknown layout is nothing")
    func layout() {
        #expect(
            events(ClientEvent(kind: .click, name: "layout", data: ["layout": "grid", "remember": "layout"]))
                == [.list(.layoutSelected(.grid))])
        #expect(
            events(ClientEvent(kind: .click, name: "layout", data: ["layout": "list"])) == [
                .list(.layoutSelected(.list))
            ])
        #expect(events(ClientEvent(kind: .click, name: "layout", data: ["layout": "table"])) == [])
    }

    @Test("the products in view become the visible range, with a viewport as tall as what shows")
    func visible() {
        let reported = events(ClientEvent(kind: .visible, name: "products", ids: ["104", "103", "102"]))
        #expect(
            reported == [
                .list(.viewportResized(ViewportSize(listRows: 3, gridColumns: 1, gridRows: 3))),
                .list(.visibleRangeChanged(2..<5)),
            ])
        #expect(events(ClientEvent(kind: .visible, name: "products", ids: ["999"])) == [])
        #expect(events(ClientEvent(kind: .visible, name: "products", ids: [])) == [])
    }

    @Test("a field sends its whole value to the screen the page drew it on; the password is a secret")
    func inputs() {
        #expect(
            events(
                ClientEvent(
                    kind: .input, name: "field", data: ["field": "price", "screen": "3"], value: "12,000"))
                == [.form(.textChanged(.price, "12,000"), on: 3)])
        #expect(
            events(
                ClientEvent(
                    kind: .input, name: "field", data: ["field": "images", "screen": "3"], value: "x"))
                == [])
        #expect(
            events(ClientEvent(kind: .input, name: "password", data: ["screen": "2"], value: "1234"))
                == [.detail(.delete(.passwordChanged(SecretText("1234"))), on: 2)])
    }

    @Test("a report for a pushed screen that names none (an old page's) reaches no screen")
    func withoutScreen() {
        #expect(events(ClientEvent(kind: .click, name: "submit")) == [])
        #expect(events(ClientEvent(kind: .input, name: "password", value: "1234")) == [])
        #expect(events(ClientEvent(kind: .click, name: "actions", data: ["screen": "x"])) == [])
    }

    @Test("the search's results report by the search's id; once it is popped, they map to nothing")
    func searchResults() {
        var state = list
        state.configuration.searches = true
        _ = AppFeature().reduce(&state, .routeRequested(.search(query: "mug")))
        let id = state.path.ids[0]
        let layout = ClientEvent(
            kind: .click, name: "layout", data: ["layout": "grid", "screen": "\(id.rawValue)"])
        #expect(events(layout, in: state) == [.search(.results(.layoutSelected(.grid)), on: id)])
        // A failed page's retry on the search's page retries the search's page, not the list's.
        let retry = ClientEvent(kind: .click, name: "list-retry", data: ["screen": "\(id.rawValue)"])
        #expect(events(retry, in: state) == [.search(.results(.retryTapped), on: id)])
        _ = AppFeature().reduce(&state, .backTapped)
        #expect(events(layout, in: state) == [])
    }

    @Test("buttons: retry, pager, actions, back (every cancel), prompt, alert, currency, remove, submit")
    func buttons() {
        let cases: [(String, [String: String], [AppEvent])] = [
            ("list-retry", [:], [.list(.retryTapped)]),
            ("page", ["by": "-1", "screen": "1"], [.detail(.imagePaged(by: -1), on: 1)]),
            ("page", ["by": "7", "screen": "1"], []),
            ("actions", ["screen": "1"], [.detail(.actionsTapped, on: 1)]),
            ("action", ["action": "delete", "screen": "4"], [.detail(.actionChosen(.delete), on: 4)]),
            ("back", [:], [.backTapped]),
            ("sheet-cancel", [:], []),
            ("password-confirm", ["screen": "1"], [.detail(.delete(.passwordSubmitted), on: 1)]),
            ("password-cancel", [:], []),
            ("alert-retry", [:], [.alertRetryTapped]),
            ("alert-dismiss", [:], [.alertDismissed]),
            ("currency", ["code": "USD", "screen": "2"], [.form(.currencySelected(.usd), on: 2)]),
            ("currency", ["code": "EUR", "screen": "2"], []),
            ("remove-image", ["index": "1", "screen": "2"], [.form(.imageRemoved(at: 1), on: 2)]),
            ("submit", ["screen": "2"], [.form(.submitTapped, on: 2)]),
            ("register", [:], [.registerTapped]),
            ("unknown", [:], []),
        ]
        for (name, data, expected) in cases {
            #expect(events(ClientEvent(kind: .click, name: name, data: data)) == expected, "\(name) \(data)")
        }
    }

    @Test("a name reported as another kind than its elements make maps to nothing")
    func wrongKind() {
        #expect(events(ClientEvent(kind: .input, name: "submit", value: "x")) == [])
        #expect(events(ClientEvent(kind: .click, name: "field", data: ["field": "name"])) == [])
        #expect(events(ClientEvent(kind: .click, name: "products", ids: ["104"])) == [])
        #expect(PageEvent.field.kind == .input && PageEvent.products.kind == .visible)
        #expect(PageEvent(ClientEvent(kind: .click, name: "remove-image")) == .removeImage)
        #expect(PageEvent.allCases.map(\.name).contains("password-confirm"))
        #expect(PageEvent(ClientEvent(kind: .click, name: "removeImage")) == nil)
    }

    @Test("back and forward go to the address's route; other addresses do nothing")
    func navigate() {
        #expect(
            events(ClientEvent(kind: .navigate, path: "/products/7/edit")) == [
                .routeRequested(.edit(productID: 7))
            ])
        #expect(events(ClientEvent(kind: .navigate, path: "/products/new")) == [.routeRequested(.register)])
        #expect(events(ClientEvent(kind: .navigate, path: "/?q=1")) == [.routeRequested(.list)])
        #expect(events(ClientEvent(kind: .navigate, path: "/etc/passwd")) == [])
    }

    @Test("each uploaded file is attached by its name, without any folder, to the form the upload names")
    func uploads() {
        let parts = [
            MultipartPart(name: "name", data: Data("images".utf8)),
            MultipartPart(name: "screen", data: Data("2".utf8)),
            MultipartPart(
                name: "file", filename: "C:\\photos\\mug.png", contentType: "image/png", data: Data([1, 2])),
        ]
        #expect(
            ClientEventMapping.events(forUploads: parts)
                == [.form(.imageAttached(ImageUpload(fileName: "mug.png", data: Data([1, 2]))), on: 2)])
        #expect(ClientEventMapping.events(forUploads: parts.filter { $0.name != "screen" }) == [])
    }
}
