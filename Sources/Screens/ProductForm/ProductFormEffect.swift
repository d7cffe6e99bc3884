import Loop
import Market

/// Work the form asks for.
public enum ProductFormEffect: LoopEffect {
    /// Reads an image file a person chose.
    case readImage(path: String)
    case register(ProductDraft)
    case edit(id: Int, ProductEdit)
}
