import Foundation
import Images
import Loop
import Screens
import SweepTesting
import Testing
import WebTesting

/// Pictures sent from a page: each is in the form before the next is given, so they keep their order,
/// and one over 20 MB is refused (413) before the form sees it.
@MainActor
@Suite("Uploads", .timeLimit(.minutes(1)))
struct UploadTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/fixtures")

    static func file(_ name: String, from fixture: String = "mug.png") throws -> (
        name: String, contentType: String, data: [UInt8]
    ) {
        (name, "image/png", [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(fixture))))
    }

    @Test("three pictures in one request arrive in the order sent")
    func order() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/products/new")
        let answer = await tab.upload([
            try Self.file("c.png"), try Self.file("a.png"), try Self.file("b.png"),
        ])
        #expect(answer?.status == 204)
        #expect(
            web.app.state(ofSession: tab.session)?.path[form: 1]?.input.images.map(\.fileName)
                == ["c.png", "a.png", "b.png"])
    }

    @Test(
        "a text file named .png is refused by the form (422, named in its message); the picture after it is in"
    )
    func notAPicture() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/products/new")
        #expect(await tab.upload([try Self.file("notes.png", from: "notes.png")])?.status == 422)
        #expect(
            web.app.state(ofSession: tab.session)?.viewState.formScreen?.images.error
                == "Not a JPEG or PNG image (notes.png).")
        #expect(await tab.upload([try Self.file("mug.png")])?.status == 204)
        #expect(
            web.app.state(ofSession: tab.session)?.path[form: 1]?.input.images.map(\.fileName) == ["mug.png"])
    }

    @Test("a 4:3 picture over the image limit is fitted under it and served 4:3, not cropped")
    func keepsItsShape() async throws {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/products/new")
        // 400x300 of noise: a PNG of about 470 KB, over the market's 300 KB.
        var random = SeededGenerator(seed: 43)
        let noise = PNGEncoder.encode(Image(width: 400, height: 300, pixels: random.bytes(400 * 300 * 4)))
        try #require(noise.count > 300 * 1024)
        #expect(await tab.upload([(name: "noise.png", contentType: "image/png", data: noise)])?.status == 204)
        let served = await web.tester.get("/s/\(tab.session)/form-images/0")
        #expect(served.status == 200)
        #expect(served.headers["Content-Type"] == "image/jpeg")
        #expect(served.body.count < 300 * 1024)
        let picture = try ImageDecoder.decode([UInt8](served.body))
        #expect(picture.width == 400 && picture.height == 300)
    }

    @Test("a picture over 20 MB is refused with 413 and not attached")
    func tooLarge() async {
        let web = InMemoryWeb()
        let tab = await web.tester.open("/products/new")
        let large = [UInt8](repeating: 0, count: 20 * 1024 * 1024 + 1)
        #expect(
            await tab.upload([(name: "large.jpg", contentType: "image/jpeg", data: large)])?.status == 413)
        #expect(web.app.state(ofSession: tab.session)?.path[form: 1]?.input.images.count == 0)
    }
}
