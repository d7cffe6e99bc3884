/// What a session serves below `/s/SESSION/`: the one table of those routes, which the server's
/// routes and the page's addresses (`PageContext`) both read. Pictures are `GET …/KIND/KEY`; files
/// chosen in the browser are `POST …/upload`, as multipart.
public enum SessionResource: String, CaseIterable, Sendable {
    /// A product's thumbnail, by product id.
    case thumbnails
    /// One image of the product on the detail screen, by image id.
    case images
    /// The form's image at index KEY.
    case formImages = "form-images"

    /// The route pattern, e.g. `/s/:session/thumbnails/:key`.
    public var pattern: String { "/s/:session/\(rawValue)/:key" }

    /// The picture `key` below `sessionPath` (`/s/SESSION`), e.g. `/s/SESSION/thumbnails/3`.
    func path(in sessionPath: String, key: String) -> String { "\(sessionPath)/\(rawValue)/\(key)" }

    /// The upload's route pattern.
    public static let uploadPattern = "/s/:session/upload"

    /// The upload's address below `sessionPath`.
    static func uploadPath(in sessionPath: String) -> String { "\(sessionPath)/upload" }
}
