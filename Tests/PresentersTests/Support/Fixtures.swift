import Foundation
import Market
import MarketTestSupport
import Presenters

/// The images and the form input the presenter tests build on; products and pages are `MarketFixtures`,
/// image bytes `ImageBytes`.
enum Fixtures {
    static func image(_ fileName: String = "photo.png", _ data: Data = ImageBytes.png()) -> ImageUpload {
        ImageUpload(fileName: fileName, data: data)
    }

    /// A form that passes every rule; tests change one field at a time.
    static let validInput = ProductFormInput(
        name: "MacBook Pro", price: "1300000", discountedPrice: "100000", stock: "5",
        description: "A laptop for writing Swift.", currency: .krw, images: [image()])
}
