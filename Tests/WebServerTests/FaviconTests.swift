import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The site's icon is served where browsers ask for it, not a 404.
@Suite("Favicon")
@MainActor
struct FaviconTests {
    @Test("/favicon.ico is a 16×16 icon")
    func icon() async throws {
        let running = try RunningApp()
        let (status, _, headers) = try await running.get("/favicon.ico")
        #expect(status == 200)
        #expect(headers["Content-Type"] as? String == "image/x-icon")
        let (data, _) = try await URLSession.shared.data(from: URL(string: running.base + "/favicon.ico")!)
        #expect(data.count == 137)
        // ICONDIR (reserved 0, type 1, one image), then the entry's width and height.
        #expect(Array(data.prefix(8)) == [0, 0, 1, 0, 1, 0, 16, 16])
    }
}
