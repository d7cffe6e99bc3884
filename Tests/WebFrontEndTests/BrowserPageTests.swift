import HTMLUI
import Market
import MarketTestSupport
import Presenters
import Screens
import ScreensTestSupport
import Testing
import WebFrontEnd

/// The live page: what goes to the browser after each change is what changed, not the page.
@MainActor
@Suite("Browser page updates")
struct BrowserPageTests {
    @Test("one cell's stock changes: one small patch replacing that cell")
    func oneCell() throws {
        var state = WebShowcase.loadedList(.english)
        var (page, _) = WebShowcase.page(state)
        var product = WebShowcase.products[1]
        product.stock = 0
        WebShowcase.send(.list(.productChanged(product)), to: &state)
        let patches = page.update(to: state)
        #expect(patches.count == 1)
        guard case .replace(let id, let html)? = patches.first else {
            Issue.record("expected a replace, got \(patches)")
            return
        }
        #expect(id == "product-105")
        #expect(html.contains(#"<span class="tone-warning">Sold out</span>"#))
        #expect(HTMLPatch.json(patches).utf8.count <= 1024)
        #expect(page.update(to: state) == [])
    }

    @Test("the next page is appended; the cells already shown are not sent again")
    func nextPage() {
        var state = WebShowcase.loadedList(.english)
        var (page, _) = WebShowcase.page(state)
        let more = [ShowcaseCatalogue.product(99, vendorID: 3, "Tea cup", price: 5_000, stock: 2)]
        WebShowcase.send(.list(.visibleRangeChanged(2..<6)), to: &state)
        _ = page.update(to: state)
        WebShowcase.send(
            .list(
                .pageLoaded(
                    PageRequest(page: 2, itemsPerPage: 20, generation: 0),
                    MarketFixtures.page(of: more, hasNext: false, totalCount: 7))), to: &state)
        let patches = page.update(to: state)
        #expect(
            patches.contains {
                if case .append(id: "products", let html) = $0 { html.contains("Tea cup") } else { false }
            })
        #expect(!patches.contains { if case .replace(id: "products", _) = $0 { true } else { false } })
        #expect(
            patches.contains { if case .text(_, "You've seen every product") = $0 { true } else { false } }
                || patches.contains {
                    if case .replace(let id, let html) = $0 {
                        id == "list-status" && html.contains("You've seen every product")
                    } else {
                        false
                    }
                })
    }

    @Test("a list shown while a refresh is in flight is redrawn when its first page comes in")
    func refreshWhileShown() {
        var state = WebShowcase.loadedList(.english)
        WebShowcase.send(.registerTapped, to: &state)
        var (page, _) = WebShowcase.page(state)
        WebShowcase.send(.list(.refreshPulled), to: &state)
        WebShowcase.send(.backTapped, to: &state)
        _ = page.update(to: state)
        let fresh =
            [ShowcaseCatalogue.product(107, vendorID: 7, "New mug", price: 15_000, stock: 7)]
            + WebShowcase.products
        WebShowcase.send(
            .list(
                .pageLoaded(
                    PageRequest(page: 1, itemsPerPage: 20, generation: 1),
                    MarketFixtures.page(of: fresh, hasNext: false, totalCount: 7))), to: &state)
        let patches = page.update(to: state)
        #expect(
            patches.contains {
                if case .replace(id: "products", let html) = $0 { html.contains("New mug") } else { false }
            })
    }

    @Test("opening a product replaces the screen and pushes its address")
    func route() {
        var state = WebShowcase.loadedList(.english)
        var (page, _) = WebShowcase.page(state)
        WebShowcase.send(.routeRequested(.product(id: 105)), to: &state)
        let patches = page.update(to: state)
        #expect(patches.contains(.push(url: "/products/105")))
        #expect(
            patches.contains {
                if case .replace(id: "screen", let html) = $0 {
                    html.contains("detail-screen")
                } else {
                    false
                }
            })
    }

    @Test("typing into a field never writes its value back; its message appears under it")
    func typing() {
        var state = WebShowcase.loadedList(.english)
        WebShowcase.send(.registerTapped, to: &state)
        var (page, _) = WebShowcase.page(state)
        WebShowcase.send(.form(.textChanged(.name, "ab"), on: 1), to: &state)
        let patches = page.update(to: state)
        #expect(!HTMLPatch.json(patches).contains(#""value""#))
        #expect(
            patches.contains {
                if case .text(id: "error-name", let text) = $0 { !text.isEmpty } else { false }
            })
    }

    @Test("a product named like markup shows those characters and runs nothing")
    func escaping() {
        let document = WebShowcase.document(WebShowcase.loadedList(.english))
        #expect(document.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!document.contains("<img src=x"))
        #expect(!document.contains("alert(1)>"))
    }

    @Test("the search's text changes: the address changes in place, the screen stays")
    func searchText() {
        var state = WebShowcase.loadedList(.english)
        state.configuration.searches = true
        WebShowcase.send(.routeRequested(.search(query: "프로")), to: &state)
        var (page, _) = WebShowcase.page(state)
        WebShowcase.send(.search(.queryChanged("프로 1"), on: 1), to: &state)
        let patches = page.update(to: state)
        #expect(patches.first == .address(url: "/search?q=%ED%94%84%EB%A1%9C%201"))
        #expect(!patches.contains { if case .replace(id: "screen", _) = $0 { true } else { false } })
    }
}
