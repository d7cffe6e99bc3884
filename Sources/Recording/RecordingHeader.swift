/// The first line of a recording: what it is and what the app needs to start as it did.
public struct RecordingHeader: Codable, Equatable, Sendable {
    /// The version of the format this package writes and reads.
    public static let currentFormat = 1

    /// The format version the recording was written in.
    public var format: Int
    /// The program that recorded it (`case-studies`, `openmarket`).
    public var app: String
    /// The app's language (nil: its default).
    public var language: String?
    /// The screen the session started on, in cells; nil for a session with none (a browser's).
    public var screen: RecordedScreen?
    /// The browser session's id, for a session a browser drove.
    public var session: String?

    public init(app: String, language: String? = nil, screen: RecordedScreen? = nil, session: String? = nil) {
        self.format = Self.currentFormat
        self.app = app
        self.language = language
        self.screen = screen
        self.session = session
    }
}

/// A screen's size in cells, as a recording keeps it.
public struct RecordedScreen: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
