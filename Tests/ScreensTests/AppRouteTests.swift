import Screens
import Testing

@Suite("Routes and their addresses")
struct AppRouteTests {
    @Test("each route has the address a link writes, and that address opens it again")
    func addresses() {
        let written: [(AppRoute, String)] = [
            (.list, "/"),
            (.search(query: "에어팟 a&b=c+d#e"), "/search?q=%EC%97%90%EC%96%B4%ED%8C%9F%20a%26b%3Dc%2Bd%23e"),
            (.product(id: 42), "/products/42"),
            (.register, "/products/new"),
            (.edit(productID: 42), "/products/42/edit"),
        ]
        for (route, path) in written {
            #expect(route.path == path)
            #expect(AppRoute(path: path) == route)
        }
    }

    @Test("an address as a browser reports it: extra query items are ignored, a search without text is empty")
    func browserAddresses() {
        #expect(AppRoute(path: "/products/3?from=list") == .product(id: 3))
        #expect(AppRoute(path: "/search") == .search(query: ""))
        #expect(AppRoute(path: "/search?x=1&q=lamp") == .search(query: "lamp"))
        // A form submitted without the script writes spaces as `+`.
        #expect(AppRoute(path: "/search?q=desk+lamp%2B") == .search(query: "desk lamp+"))
    }

    @Test("an address that opens no screen is nil: not a product id, an unknown path, no leading slash")
    func noScreen() {
        for path in [
            "/products/abc", "/products/0", "/products/-4", "/products/007", "/products/+4", "/nope",
            "/products/3/delete", "products/3", "",
        ] {
            #expect(AppRoute(path: path) == nil, "\(path)")
        }
    }
}
