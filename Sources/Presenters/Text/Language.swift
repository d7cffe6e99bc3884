/// The app's languages; Korean is the default.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    case korean = "ko"
    case english = "en"
}
