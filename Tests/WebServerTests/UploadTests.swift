import Foundation
import Testing
import WebCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Pictures sent from a page: each is in the form before the next is given, so they keep their order,
/// and one over 20 MB is refused (413) before the form sees it.
@Suite("Uploads")
@MainActor
struct UploadTests {
    static let mug = BrowserTier.mug

    @Test("three pictures in one request arrive in the order sent")
    func order() async throws {
        let running = try RunningApp()
        let page = try await running.open("/products/new")
        let mug = try Data(contentsOf: Self.mug)
        let status = try await post(
            [("c.png", mug), ("a.png", mug), ("b.png", mug)], to: page, running)
        #expect(status == 204)
        #expect(
            running.app.state(ofSession: page.session)?.form?.input.images.map(\.fileName)
                == ["c.png", "a.png", "b.png"])
    }

    @Test(
        "a text file named .png is refused by the form (422, named in its message); the picture after it is in"
    )
    func notAPicture() async throws {
        let running = try RunningApp()
        let page = try await running.open("/products/new")
        let notes = Self.mug.deletingLastPathComponent().appendingPathComponent("notes.png")
        #expect(try await post([("notes.png", try Data(contentsOf: notes))], to: page, running) == 422)
        #expect(
            running.app.state(ofSession: page.session)?.viewState.formScreen?.images.error
                == "Not a JPEG or PNG image (notes.png).")
        #expect(try await post([("mug.png", try Data(contentsOf: Self.mug))], to: page, running) == 204)
        #expect(running.app.state(ofSession: page.session)?.form?.input.images.map(\.fileName) == ["mug.png"])
    }

    @Test("a picture over 20 MB is refused with 413 and not attached")
    func tooLarge() async throws {
        let running = try RunningApp()
        let page = try await running.open("/products/new")
        let status = try await post([("large.jpg", Data(count: 20 * 1024 * 1024 + 1))], to: page, running)
        #expect(status == 413)
        #expect(running.app.state(ofSession: page.session)?.form?.input.images.count == 0)
    }

    private func post(_ files: [(String, Data)], to page: RunningApp.Page, _ running: RunningApp) async throws
        -> Int
    {
        var request = URLRequest(url: URL(string: "\(running.base)/s/\(page.session)/upload")!)
        request.httpMethod = "POST"
        request.setValue("multipart/form-data; boundary=x", forHTTPHeaderField: "Content-Type")
        request.setValue(page.token, forHTTPHeaderField: "X-Session-Token")
        var body = Data()
        for (name, data) in files {
            body.append(
                Data(
                    ("--x\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n"
                        + "Content-Type: image/png\r\n\r\n").utf8))
            body.append(data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--x--\r\n".utf8))
        request.httpBody = body
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as! HTTPURLResponse).statusCode
    }
}
