import Foundation

/// The site's icon, served at `/favicon.ico` (where browsers ask for it): a 16×16 blue square with a
/// white ring, the style sheet's accent colour, as an ICO holding one PNG (137 bytes).
public enum Favicon {
    /// Where browsers ask for it.
    public static let path = "/favicon.ico"

    /// The icon's bytes.
    public static let bytes = Data(
        base64Encoded:
            "AAABAAEAEBAAAAEAIABzAAAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAQAAAAEAgGAAAAH/P/YQAAADpJREFUeNpjkCp+8Z8SzEAzA9AB0QYQAngNIBYQZQA+l2E1gBj/YlMznAygOBCpEo0UJySqJGW650YAvO3un1D/MucAAAAASUVORK5CYII="
    )!
}
