import Loop
import Market

/// Work the form asks for.
public enum ProductFormEffect: LoopEffect {
    /// Reads an image file a person chose.
    case readImage(path: String)
    /// Decodes a chosen file and fits it to the image rule: a picture over the byte limit or not square
    /// is cropped to its centred square and scaled down until it is under `maxBytes`.
    case prepareImage(ImageUpload, maxBytes: Int)
    case register(ProductDraft)
    case edit(id: Int, ProductEdit)
}
