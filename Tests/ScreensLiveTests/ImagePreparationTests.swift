import Foundation
import Images
import Loop
import Market
import MarketInMemory
import Screens
import ScreensLive
import Testing

@MainActor
@Suite("Preparing an attached photo")
struct ImagePreparationTests {
    final class Answers {
        var events: [AppEvent] = []
    }

    let handler = AppEffectHandler(
        client: InMemoryMarket(productCount: 1).client(
            for: VendorCredentials(vendorID: Catalogue.demoVendorID, identifier: "id", password: "pw")))

    func answers(_ effect: AppEffect) async -> [AppEvent] {
        let answers = Answers()
        await handler.handle(effect, send: Send { answers.events.append($0) })
        return answers.events
    }

    /// The committed coffee photograph (300 × 200), enlarged to 1200 × 800 with deterministic
    /// grain (±64 a channel) so that at quality 98 it is over 1 MB, three times the market's limit.
    nonisolated static func bigPhoto() throws -> [UInt8] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ImagesTests/Fixtures/photo-coffee.jpg")
        var image = try ImageDecoder.decode([UInt8](Data(contentsOf: fixture))).resized(
            width: 1_200, height: 800)
        var seed: UInt32 = 2_022
        // Four million bytes: through a buffer pointer and with the clamp written out, as a debug
        // build pays a call for each array subscript and each generic `UInt8(clamping:)`.
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for index in pixels.indices where index % 4 != 3 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let value = Int(pixels[index]) + Int(seed >> 25) - 64
                pixels[index] = UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
            }
        }
        return JPEGEncoder.encode(image, quality: 98)
    }

    @Test("a photo of over 1 MB is fitted under 300 KB with its 3:2 shape kept, renamed, with its new size")
    func bigPhotoFits() async throws {
        // Made off the main actor: about a second of work in a debug build, which would hold up every
        // other test's main-actor step (the browser test's server among them) for as long.
        let photo = try await Task.detached { try Self.bigPhoto() }.value
        try #require(photo.count > 1_000_000)
        let upload = ImageUpload(fileName: "coffee.png", data: Data(photo))
        let answer = await answers(.form(.prepareImage(upload, maxBytes: 307_200), on: 1))
        guard case .path(.element(_, let event))? = answer.first,
            case .imagePrepared(let prepared)? = event.form,
            answer.count == 1
        else {
            Issue.record("expected one prepared image, got \(answer)")
            return
        }
        #expect(prepared.fileName == "coffee.jpg")
        #expect(prepared.data.count < 307_200)
        #expect(prepared.format == .jpeg)
        let size = try #require(prepared.pixelSize)
        #expect(abs(size.width * 2 - size.height * 3) <= 3, "1200x800 is 3:2, within a pixel")
        #expect(size.width < 1_200 && size.width >= 256, "scaled down to fit")
        let decoded = try ImageDecoder.decode([UInt8](prepared.data))
        #expect(decoded.width == size.width && decoded.height == size.height)
    }

    @Test("a square PNG under the limit is attached unchanged, with its size")
    func smallSquareKept() async throws {
        let png = PNGEncoder.encode(Image(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)))
        let upload = ImageUpload(fileName: "dot.png", data: Data(png))
        let prepared = ImageUpload(
            fileName: "dot.png", data: Data(png), pixelSize: PixelSize(width: 2, height: 2))
        #expect(
            await answers(.form(.prepareImage(upload, maxBytes: 307_200), on: 1)) == [
                .destination(1, .form(.imagePrepared(prepared)))
            ])
    }

    @Test("text, a cut-off PNG and a fake JPEG are refused as no JPEG or PNG image")
    func notPicturesRefused() async throws {
        let png = PNGEncoder.encode(Image(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)))
        let files: [(String, [UInt8])] = [
            ("notes.png", Array("mugs, tea".utf8)), ("cut.png", Array(png.prefix(png.count / 2))),
            ("zeros.jpg", [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 100) + [0xFF, 0xD9]),
        ]
        for (name, bytes) in files {
            let upload = ImageUpload(fileName: name, data: Data(bytes))
            #expect(
                await answers(.form(.prepareImage(upload, maxBytes: 307_200), on: 1))
                    == [
                        .destination(
                            1, .form(.imageAttachFailed(AttachError(fileName: name, reason: .notAnImage))))
                    ],
                "\(name)")
        }
    }
}
