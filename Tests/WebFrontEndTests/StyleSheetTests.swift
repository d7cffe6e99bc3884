import Testing
import WebFrontEnd

/// The style sheet is a file of its own (`Resources/app.css`), served as CSS.
@MainActor
@Suite("The style sheet")
struct StyleSheetTests {
    @Test("is served at /app.css as CSS, with the grid's columns, the struck price and the dialogs")
    func served() async {
        let web = InMemoryWeb()
        let response = await web.tester.get("/app.css")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(
            response.text.contains(
                ".products.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));"
            ))
        #expect(response.text.contains(".tone-struck { color: #c5221f; text-decoration: line-through; }"))
        #expect(response.text.contains(".dialog:not(:last-child) { display: none; }"))
    }
}
