import Loop
import Market

/// Work the form asks for.
public enum ProductFormEffect: StackElementEffect, Codable {
    /// Reads an image file a person chose.
    case readImage(path: String)
    /// Decodes a chosen file and fits it under `maxBytes` with its shape kept: a picture over the limit
    /// is scaled down and re-encoded until it is under it.
    case prepareImage(ImageUpload, maxBytes: Int)
    case register(ProductDraft)
    case edit(id: Int, ProductEdit)
    /// What the form tells the screen that presents it; never performed.
    case delegate(ProductFormDelegate)

    /// Identities of the form's cancellable work.
    public enum ID: Hashable, Sendable {
        /// A register or edit: at most one is in flight for a form.
        case submit
    }

    public var scheduling: EffectScheduling<ID> {
        switch self {
        case .readImage, .prepareImage: .run
        case .register, .edit: .replacing(.submit)
        case .delegate: .delegate
        }
    }

    /// Whether the work goes on once the form is closed: a register or an edit the market may already
    /// have stored, whose answer is a fact the app still shows.
    public var outlivesScreen: Bool {
        switch self {
        case .register, .edit: true
        case .readImage, .prepareImage, .delegate: false
        }
    }
}

/// What the form tells its parent about its submit.
public enum ProductFormDelegate: Equatable, Sendable, Codable {
    /// The product was registered or edited as the server stored it: the form is done.
    case submitted(ProductDetail)
    /// The submit failed; the form keeps everything typed.
    case submitFailed(MarketError)
}
