import Market
import Presenters

/// The register/edit form's state: what was typed, which field has focus, which errors show, and
/// whether a submit is in flight. It never holds the vendor password.
public struct ProductFormState: Equatable, Sendable, Encodable {
    /// Register starts empty; edit starts from the product and cannot change its images.
    public enum Mode: Equatable, Sendable, Encodable {
        case register
        case edit(ProductDetail)
    }

    public var mode: Mode {
        didSet { errors = Self.errors(in: input, mode: mode, validation: validation) }
    }
    public var input: ProductFormInput {
        didSet { errors = Self.errors(in: input, mode: mode, validation: validation) }
    }
    public var feedback = FormFeedback()
    public var focus: FormFocus
    public var isSubmitting = false
    public var submitError: MarketError?
    /// Whether the product being edited was deleted (elsewhere): nothing is left to save.
    public var isProductGone = false
    /// A file path typed on the images row, attached with `attachRequested`.
    public var imagePath = ""
    public var attachError: AttachError?
    public var validation: FormValidation {
        didSet { errors = Self.errors(in: input, mode: mode, validation: validation) }
    }
    /// The errors of the form as typed (editing checks only what changed, and never the images).
    /// Kept in step with `input`, `mode` and `validation`, so that reading them (a view state reads
    /// them on every render) never validates again.
    public private(set) var errors: [ProductField: FieldError]

    public init(mode: Mode, validation: FormValidation = FormValidation()) {
        self.mode = mode
        self.validation = validation
        switch mode {
        case .register:
            input = ProductFormInput()
            focus = .name
        case .edit(let detail):
            input = ProductFormInput(editing: detail.product)
            focus = .name
        }
        errors = Self.errors(in: input, mode: mode, validation: validation)
    }

    /// The fields focus moves through, in order (images are not editable in edit mode).
    public var focusOrder: [FormFocus] {
        isEditing ? FormFocus.allCases.filter { $0 != .images } : FormFocus.allCases
    }

    /// Whether another image may be attached: registering, not sending, below the rules' maximum.
    public var canAddImage: Bool {
        !isEditing && !isSubmitting && input.images.count < validation.rules.imageCount.upperBound
    }

    public var isEditing: Bool {
        if case .edit = mode { true } else { false }
    }

    /// The text typed into a text field (empty for images and currency).
    public func text(of field: ProductField) -> String {
        switch field {
        case .name: input.name
        case .price: input.price
        case .discountedPrice: input.discountedPrice
        case .stock: input.stock
        case .description: input.description
        case .images, .currency: ""
        }
    }

    private static func errors(
        in input: ProductFormInput, mode: Mode, validation: FormValidation
    ) -> [ProductField: FieldError] {
        switch mode {
        case .register: validation.errors(in: input, for: .registering)
        case .edit(let detail): validation.errors(in: input, for: .editing(detail.product))
        }
    }
}

/// A place in the form that can have focus, in tab order.
public enum FormFocus: Hashable, Sendable, Codable, CaseIterable {
    case images, name, price, discountedPrice, stock, currency, description, submit

    /// The product field this focus edits, if it is a text field.
    public var textField: ProductField? {
        switch self {
        case .name: .name
        case .price: .price
        case .discountedPrice: .discountedPrice
        case .stock: .stock
        case .description: .description
        case .images, .currency, .submit: nil
        }
    }
}

/// A file that could not be attached, and why.
public struct AttachError: Hashable, Sendable, Codable {
    /// Why a file was refused.
    public enum Reason: Hashable, Sendable, Codable {
        /// The file could not be read.
        case unreadable
        /// The bytes are no PNG or JPEG, or could not be decoded.
        case notAnImage
        /// Not even the smallest square fits under the byte limit.
        case tooLarge(bytes: Int)
        /// The form takes no more pictures: it has as many as a product may have, or cannot change them.
        case noRoom
    }

    public var fileName: String
    public var reason: Reason

    public init(fileName: String, reason: Reason = .unreadable) {
        self.fileName = fileName
        self.reason = reason
    }
}

extension ProductFormState: PushedScreen {
    public static let name = "form"
    public static var addresses: [ScreenAddress] { [registerAddress, editAddress] }
    public static var pictureKinds: [PictureKind] { [.formImage] }

    /// Sending the product.
    public var isBusy: Bool { isSubmitting }

    public mutating func reduce(_ event: ProductFormEvent) -> [ProductFormEffect] {
        ProductFormFeature().reduce(&self, event)
    }

    public mutating func marketChanged(_ update: MarketUpdate) -> [ProductFormEffect] {
        reduce(.marketChanged(update))
    }

    public var route: Route {
        if case .edit(let product) = mode { .edit(productID: product.id) } else { .register }
    }

    public func picture(_ key: PictureKey) -> PictureSource? {
        guard key.kind == .formImage else { return nil }
        let index = key.key
        switch mode {
        case .register:
            return input.images.indices.contains(index) ? .chosen(input.images[index]) : nil
        case .edit(let product):
            return product.images.indices.contains(index)
                ? .market(url: product.images[index].thumbnailURL) : nil
        }
    }
}
