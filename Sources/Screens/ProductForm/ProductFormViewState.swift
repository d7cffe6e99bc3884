import Market
import Presenters

/// The register/edit form as any front end draws it, in tab order.
public struct ProductFormViewState: Equatable, Sendable {
    public var title: String
    public var cancel: String
    public var images: ImageStripViewState
    /// Name, price, discount and stock, then the description, each with its inline message.
    public var fields: [FieldViewState]
    public var currencyLabel: String
    public var currency: [Segment]
    public var isCurrencyFocused: Bool
    public var submit: ButtonViewState
    /// The server's message after a failed submit.
    public var submitError: String?
}

extension ProductFormViewState: PushedScreenViewState {}

/// A text field with its placeholder and, when invalid and shown, its message.
public struct FieldViewState: Equatable, Sendable {
    public var field: ProductField
    public var placeholder: String
    public var text: String
    public var isFocused: Bool
    public var isMultiline: Bool
    public var error: String?
}

/// The strip of images with its add cell.
public struct ImageStripViewState: Equatable, Sendable {
    public var label: String
    /// The attached images, each its file name, size in pixels and bytes (register), or labels of the
    /// existing ones (edit).
    public var items: [String]
    /// The add cell's label, nil when no more images can be added or images cannot change.
    public var addCell: String?
    /// Whether each image can be removed (registering, not sending): a pointer front end shows a remove
    /// button per image.
    public var canRemove: Bool
    /// The label of each image's remove button.
    public var remove: String
    /// The path being typed into the add cell.
    public var path: String
    public var isFocused: Bool
    public var error: String?
    /// The file the form refused last (unreadable, no picture, too large, no room), while `error` says
    /// why; nil once a file is attached. A front end that uploads files says which were refused by it.
    public var refusedFile: String?
    /// The most images a product may have.
    public var limit: Int
}

/// A button's label and state.
public struct ButtonViewState: Equatable, Sendable {
    public var title: String
    public var isEnabled: Bool
    public var isFocused: Bool
}

extension ProductFormState {
    public func viewState(_ strings: Strings) -> ProductFormViewState {
        let visible = feedback.visibleErrors(errors)
        let textFields: [ProductField] = [.name, .price, .discountedPrice, .stock, .description]
        let fields = textFields.map { field in
            FieldViewState(
                field: field, placeholder: strings.placeholder(field), text: text(of: field),
                isFocused: focus.textField == field, isMultiline: field == .description,
                error: visible[field].map { strings.message(for: $0, in: field) })
        }
        return ProductFormViewState(
            title: isEditing ? strings.editTitle : strings.registerTitle,
            cancel: strings.cancel,
            images: imageStrip(strings, error: visible[.images]),
            fields: fields,
            currencyLabel: strings.placeholder(.currency),
            currency: Currency.selectable.map { Segment(title: $0.code, isSelected: $0 == input.currency) },
            isCurrencyFocused: focus == .currency,
            submit: ButtonViewState(
                title: isSubmitting ? strings.submitting : (isEditing ? strings.save : strings.submit),
                isEnabled: !isSubmitting && !isProductGone && errors.isEmpty, isFocused: focus == .submit),
            submitError: isProductGone ? strings.productGone : submitError.map { strings.message(for: $0) })
    }

    private func imageStrip(_ strings: Strings, error: FieldError?) -> ImageStripViewState {
        let message =
            attachError.map { attachMessage($0, strings) }
            ?? error.map { strings.message(for: $0, in: .images) }
        switch mode {
        case .register:
            return ImageStripViewState(
                label: strings.placeholder(.images), items: input.images.map(strings.attachedImage),
                addCell: input.images.count < validation.rules.imageCount.upperBound ? strings.add : nil,
                canRemove: !isSubmitting, remove: strings.delete, path: imagePath,
                isFocused: focus == .images, error: message,
                refusedFile: attachError?.fileName, limit: validation.rules.imageCount.upperBound)
        case .edit(let detail):
            return ImageStripViewState(
                label: strings.placeholder(.images), items: detail.images.indices.map { "#\($0 + 1)" },
                addCell: nil, canRemove: false, remove: strings.delete, path: "", isFocused: false,
                error: nil, refusedFile: attachError?.fileName, limit: validation.rules.imageCount.upperBound)
        }
    }

    /// Today's messages: an unreadable file says so, bytes that are no picture get the image rule's.
    private func attachMessage(_ error: AttachError, _ strings: Strings) -> String {
        let index = input.images.count
        switch error.reason {
        case .unreadable:
            return strings.unreadableFile(error.fileName)
        case .notAnImage:
            return strings.message(
                for: .rule(.notAnImage(index: index, fileName: error.fileName)), in: .images)
        case .tooLarge(let bytes):
            let limit = validation.rules.maximumImageBytes
            return strings.message(
                for: .rule(.imageTooLarge(index: index, bytes: bytes, limit: limit)), in: .images)
        case .noRoom:
            return strings.tooManyPictures(error.fileName, limit: validation.rules.imageCount.upperBound)
        }
    }
}
