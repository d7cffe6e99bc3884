import Foundation
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

    @Test(
        "a recording or a script writes a route as its address, and an address that opens no screen is refused by name"
    )
    func coding() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let written = try encoder.encode([AppRoute.product(id: 3), .search(query: "a b")])
        #expect(String(decoding: written, as: UTF8.self) == #"["/products/3","/search?q=a%20b"]"#)
        #expect(
            try JSONDecoder().decode([AppRoute].self, from: written) == [
                .product(id: 3), .search(query: "a b"),
            ])
        #expect {
            try JSONDecoder().decode(AppRoute.self, from: Data(#""/products/3/delete""#.utf8))
        } throws: { error in
            "\(error)".contains("no screen is at the address /products/3/delete")
        }
    }
}
