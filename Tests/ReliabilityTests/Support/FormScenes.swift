import Foundation
import Loop
import Market
import Presenters
import Screens
import TextFrontEnd

/// A register form filled in correctly, as a person fills it in, for hostile input to be thrown at.
enum FormScenes {
    static let textFields: [ProductField] = [.name, .price, .discountedPrice, .stock, .description]

    static let valid: [ProductField: String] = [
        .name: "머그컵 세트", .price: "15000", .discountedPrice: "1500", .stock: "7",
        .description: "손으로 빚은 머그컵 두 개 세트입니다.",
    ]

    static let mug = ImageUpload(
        fileName: "mug.png",
        data: (try? Data(contentsOf: Paths.scenarios.appendingPathComponent("fixtures/mug.png"))) ?? Data())

    /// The app on its register form, every field valid, `images` attached.
    static func registering(_ language: Language, images: [ImageUpload] = [mug]) -> AppState {
        var state = Scenes.app(language)
        let feature = AppFeature()
        _ = feature.reduce(&state, .registerTapped)
        for field in textFields {
            _ = feature.reduce(&state, .form(.textChanged(field, valid[field]!), on: 1))
        }
        for image in images { _ = feature.reduce(&state, .form(.imagePrepared(image), on: 1)) }
        return state
    }

    /// The field's name as its messages say it.
    static func name(of field: ProductField, in language: Language) -> String {
        guard language == .english else { return Strings(language).placeholder(field) }
        switch field {
        case .name: return "product name"
        case .price: return "price"
        case .discountedPrice: return "discount"
        case .stock: return "stock"
        case .description: return "description"
        case .currency: return "currency"
        case .images: return "image"
        }
    }

    /// A JPEG of exactly `count` bytes: start and end markers around zeros.
    static func jpeg(bytes count: Int) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: max(0, count - 6)) + [0xFF, 0xD9])
    }
}
