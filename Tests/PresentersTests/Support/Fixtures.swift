import Foundation
import Market
import Presenters

/// Image bytes and form input the presenter tests build on; products and pages are `MarketFixtures`.
enum Fixtures {
    /// The smallest bytes `ImageFormat` takes for a PNG, the signature and the IEND chunk, padded with
    /// zero bytes between them to `totalBytes`.
    static func png(totalBytes: Int = pngSignature.count + pngEnd.count) -> Data {
        Data(
            pngSignature + [UInt8](repeating: 0, count: totalBytes - pngSignature.count - pngEnd.count)
                + pngEnd)
    }

    /// `FF D8 FF` … `FF D9`.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xD9])

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let pngEnd: [UInt8] = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    static func image(_ fileName: String = "photo.png", _ data: Data = png()) -> ImageUpload {
        ImageUpload(fileName: fileName, data: data)
    }

    /// A form that passes every rule; tests change one field at a time.
    static let validInput = ProductFormInput(
        name: "MacBook Pro", price: "1300000", discountedPrice: "100000", stock: "5",
        description: "A laptop for writing Swift.", currency: .krw, images: [image()])
}
