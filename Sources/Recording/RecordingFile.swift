import Foundation

/// A recording's file: written a line at a time as the session goes (so a session that ends abruptly
/// keeps what it did), and read whole, within `RecordingLimits`.
public final class RecordingFile {
    private let handle: FileHandle

    /// Creates the file at `url`, or empties it.
    /// - Throws: when it cannot be created.
    public init(creating url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw RecordingError(line: nil, "cannot create the recording '\(url.path)'")
        }
        handle = try FileHandle(forWritingTo: url)
    }

    deinit {
        try? handle.close()
    }

    /// Appends `line` (its newline included).
    public func write(_ line: String) throws {
        try handle.write(contentsOf: Data(line.utf8))
    }

    /// The text of the recording at `url`.
    /// - Throws: `RecordingError` when it cannot be read or is larger than a recording may be.
    public static func read(_ url: URL, limits: RecordingLimits = .standard) throws(RecordingError) -> String
    {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size else { throw RecordingError(line: nil, "cannot read the recording '\(url.path)'") }
        guard size <= limits.maxFileBytes else {
            throw RecordingError(
                line: nil, "the recording is over \(limits.maxFileBytes) bytes, the most one may hold")
        }
        guard let data = try? Data(contentsOf: url) else {
            throw RecordingError(line: nil, "cannot read the recording '\(url.path)'")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
