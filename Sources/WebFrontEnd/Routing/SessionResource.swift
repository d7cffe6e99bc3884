/// The resources a session serves below `/s/SESSION/` (`SessionContext`): the one table of them,
/// which the app's resource answers and the page's addresses (`PageContext`) both read. Pictures are
/// `GET …/KIND/KEY`; files chosen in the browser are `POST …/upload`, as multipart.
public enum SessionResource: String, CaseIterable, Sendable {
    /// A product's thumbnail, by product id.
    case thumbnails
    /// One image of the product on the detail screen, by image id.
    case images
    /// The form's image at index KEY.
    case formImages = "form-images"
}
