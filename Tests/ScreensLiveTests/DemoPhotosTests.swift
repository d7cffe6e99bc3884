import Foundation
import Images
import Market
import MarketInMemory
import Testing

/// The demo's photographs: the same seeded catalogue with photos in place of squares of one colour,
/// each photo a small JPEG that the package's own decoder reads.
@Suite("Demo photos")
struct DemoPhotosTests {
    static let plain = Catalogue(seed: 2022, count: 40)
    static let photographed = Catalogue(seed: 2022, count: 40, photos: true)

    @Test("photos change only the images' addresses: the same products, prices and image ids")
    func sameCatalogue() {
        #expect(Self.photographed.details.count == 40)
        for (plain, photographed) in zip(Self.plain.details, Self.photographed.details) {
            var expected = plain
            for index in expected.images.indices {
                expected.images[index].url = photographed.images[index].url
                expected.images[index].thumbnailURL = photographed.images[index].url
            }
            expected.product.thumbnailURL = photographed.images.first?.url
            #expect(photographed == expected)
            #expect(photographed.images.allSatisfy { $0.url.hasPrefix("memory://photos/") })
        }
        #expect(Self.photographed.images.isEmpty)
    }

    @Test("a product whose name a photo suits shows that photo first")
    func suitedPhoto() throws {
        let catalogue = Catalogue(seed: 2022, count: 240, photos: true)
        let scratcher = try #require(catalogue.details.first { $0.product.name == "고양이 스크래쳐 🐈" })
        #expect(scratcher.product.thumbnailURL == "memory://photos/cat.jpg")
    }

    @Test("every photo is a JPEG of at most 320 × 320 pixels, under 20 KB, that the decoder reads")
    func photosDecode() throws {
        var total = 0
        for name in DemoPhotos.names {
            let data = try #require(Self.photographed.imageData(at: "memory://photos/\(name).jpg"), "\(name)")
            total += data.count
            #expect(data.count < 20_000, "\(name)")
            let image = try ImageDecoder.decode([UInt8](data))
            #expect(image.width == image.height && image.width <= 320, "\(name)")
        }
        #expect(DemoPhotos.names.count == 15)
        #expect(total < 200_000)
        #expect(Self.photographed.imageData(at: "memory://photos/missing.jpg") == nil)
    }
}
