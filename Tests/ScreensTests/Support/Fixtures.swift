import Foundation
import Images
import Market
import MarketTestSupport
import Presenters
import Screens

/// What the screen tests build on besides `MarketFixtures`: ids, page requests, image bytes and the
/// effects a list asks for.
enum Fixtures {
    /// The vendor the app acts for in the reducer tests.
    static let userVendorID = 7
    /// Another seller, whose products the user can neither edit nor delete.
    static let otherVendorID = MarketFixtures.otherVendorID
    static let itemsPerPage = MarketFixtures.itemsPerPage

    /// `count` ids counting down from `newest`: the list's order, newest first.
    static func ids(from newest: Int, count: Int) -> [Int] {
        Array(stride(from: newest, to: newest - count, by: -1))
    }

    static func request(_ page: Int, generation: Int = 0, itemsPerPage: Int = itemsPerPage) -> PageRequest {
        PageRequest(page: page, itemsPerPage: itemsPerPage, generation: generation)
    }

    /// A real 1×1 PNG (greyscale with alpha), 68 bytes: signature, IHDR, IDAT and IEND with valid CRCs.
    /// A decoded 1 × 1 picture, as a thumbnail answer carries.
    static let picture = Picture(width: 1, height: 1, rgb: [200, 100, 50])!

    /// A `side` × `side` picture of one colour, as the in-memory market's single-colour images decode.
    static func solid(side: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Picture {
        Picture(width: side, height: side, rgb: (0..<side * side).flatMap { _ in [red, green, blue] })!
    }

    static let tinyPNG = Data([
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x04, 0x00, 0x00, 0x00, 0xB5, 0x1C, 0x0C,
        0x02, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0x64, 0x60, 0x00, 0x00,
        0x00, 0x06, 0x00, 0x02, 0x30, 0x81, 0xD0, 0x2F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
        0xAE, 0x42, 0x60, 0x82,
    ])

    static func image(_ fileName: String = "photo.png") -> ImageUpload {
        ImageUpload(fileName: fileName, data: tinyPNG)
    }

    /// The thumbnail statuses `.loading` for these products.
    static func loading(_ ids: some Sequence<Int>) -> [Int: ThumbnailStatus] {
        Dictionary(uniqueKeysWithValues: ids.map { ($0, ThumbnailStatus.loading) })
    }

    /// The thumbnail loads the list asks for these products, in this order.
    static func thumbnailLoads(_ ids: some Sequence<Int>) -> [ProductListEffect] {
        ids.map { .loadThumbnail(productID: $0, url: MarketFixtures.thumbnailURL($0)) }
    }
}
