import Foundation
import Screens
import Testing
import WebFrontEnd
import WebTesting

/// Two tabs of one tester share one market: what one tab changes reaches the other's page as patches,
/// without a reload (the market's change broadcast to every session, `AppEvent.marketChanged`).
@MainActor
@Suite("Live tabs", .timeLimit(.minutes(1)))
struct LiveTabsTests {
    /// The id of a product the demo vendor owns, and may edit and delete.
    private func ownedID(_ web: InMemoryWeb) async throws -> Int {
        let list = await web.tester.open("/")
        return try #require(
            web.app.state(ofSession: list.session)?.list.products.first {
                $0.vendorID == InMemoryWeb.credentials.vendorID
            }?.id)
    }

    @Test("an edit in one tab patches another tab's detail with the new name")
    func editPatchesDetail() async throws {
        let web = InMemoryWeb()
        let id = try await ownedID(web)
        let reader = await web.tester.open("/products/\(id)")
        await reader.join()
        let editor = await web.tester.open("/products/\(id)/edit")
        await editor.join()
        let before = reader.messages.count
        // The edit page's form is its second screen, above the product's detail.
        await editor.report(
            #"{"kind":"input","name":"field","data":{"field":"name","screen":"2"},"value":"Renamed in another tab"}"#
        )
        await editor.report(#"{"kind":"click","name":"submit","data":{"screen":"2"}}"#)
        #expect(
            web.app.state(ofSession: reader.session)?.path[detail: 1]?.detail?.product.name
                == "Renamed in another tab"
        )
        let patches = reader.messages.dropFirst(before).joined()
        #expect(patches.contains("Renamed in another tab"))
        #expect(patches.contains(#""op":"title""#))
    }

    @Test("a registration in one tab patches another tab's list with the new product on top")
    func registrationPatchesList() async throws {
        let web = InMemoryWeb()
        let reader = await web.tester.open("/")
        await reader.join()
        let before = reader.messages.count
        let registrar = try await register("Lamp from another tab", web)
        #expect(web.app.state(ofSession: registrar.session)?.route == .list)
        #expect(
            web.app.state(ofSession: reader.session)?.list.products.first?.name == "Lamp from another tab")
        #expect(reader.messages.dropFirst(before).joined().contains("Lamp from another tab"))
    }

    @Test("a list read further down says \"1 new product\"; chosen, it shows the product on top")
    func registrationNoticeOnScrolledList() async throws {
        let web = InMemoryWeb()
        let reader = await web.tester.open("/")
        await reader.join()
        let ids = try #require(web.app.state(ofSession: reader.session)?.list.products.map(\.id))
        await reader.report(#"{"kind":"visible","name":"products","ids":["\#(ids[5])","\#(ids[6])"]}"#)
        #expect(web.app.state(ofSession: reader.session)?.list.top == 5)
        let before = reader.messages.count
        let registered = "Registered elsewhere"
        try await register(registered, web)
        #expect(web.app.state(ofSession: reader.session)?.list.products.first?.id == ids[0])
        let notice = reader.messages.dropFirst(before).joined()
        #expect(notice.contains("1 new product"))
        #expect(!notice.contains(registered))
        await reader.report(#"{"kind":"click","name":"new-products"}"#)
        #expect(web.app.state(ofSession: reader.session)?.list.products.first?.name == registered)
        #expect(reader.messages.dropFirst(before).joined().contains(registered))
    }

    @Test("a delete in one tab tells another tab's edit form at once")
    func deleteTellsEditForm() async throws {
        let web = InMemoryWeb()
        let id = try await ownedID(web)
        let form = await web.tester.open("/products/\(id)/edit")
        await form.join()
        let deleter = await web.tester.open("/products/\(id)")
        await deleter.join()
        let before = form.messages.count
        await deleter.report(#"{"kind":"click","name":"action","data":{"action":"delete","screen":"1"}}"#)
        await deleter.report(#"{"kind":"input","name":"password","data":{"screen":"1"},"value":"1234"}"#)
        await deleter.report(#"{"kind":"click","name":"password-confirm","data":{"screen":"1"}}"#)
        #expect(web.app.state(ofSession: deleter.session)?.route == .list)
        #expect(web.app.state(ofSession: form.session)?.path[form: 2]?.isProductGone == true)
        #expect(form.messages.dropFirst(before).joined().contains("This product no longer exists."))
    }

    /// Registers a product named `name` from a new tab, as a person would: that tab.
    @discardableResult
    private func register(_ name: String, _ web: InMemoryWeb) async throws -> TestTab<OpenMarketWeb> {
        let tab = await web.tester.open("/products/new")
        await tab.join()
        for (field, value) in [
            ("name", name), ("price", "5000"), ("stock", "1"), ("description", "A warm, bright desk lamp."),
        ] {
            await tab.report(
                #"{"kind":"input","name":"field","data":{"field":"\#(field)","screen":"1"},"value":"\#(value)"}"#
            )
        }
        #expect(await tab.upload([try UploadTests.file("lamp.png")])?.status == 204)
        await tab.report(#"{"kind":"click","name":"submit","data":{"screen":"1"}}"#)
        return tab
    }
}
