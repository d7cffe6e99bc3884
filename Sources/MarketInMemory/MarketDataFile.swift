import Foundation
import Market

/// The file that keeps the embedded market across restarts (`--data FILE`): one JSON record a line,
/// this header first (what the file is, the seed of its catalogue), then every change since, appended
/// and flushed to the disk before it is answered (`MarketLog`). A file of format 1 (the header with
/// every change inside it, rewritten whole at each change) is read too, and rewritten as format 2.
struct MarketDataFile: Codable, Equatable, Sendable {
    /// What the file says it is, so that no other JSON is taken for a market.
    var format = Self.format
    var seed: UInt64
    var productCount: Int
    /// Format 1's changes; nil in format 2, whose changes follow on their own lines.
    var changes: [MarketChange]?

    static let format = "openmarket-market-data 2"
    static let formatOne = "openmarket-market-data 1"

    /// The largest record a line may hold: a registration at the rules' limits (five images of just
    /// under 300 KiB, 2 MB as base64, with its 100-character name and 1,000-character description)
    /// fits with room; a change past it is not saved, and a file with a longer line is refused.
    static let maximumRecordBytes = 3 << 20
    /// The largest file read at start (it is read whole, then replayed): a larger one is refused.
    static let maximumFileBytes = 1 << 30
    /// Compaction rewrites the file to the live data when it has grown to this many times its size
    /// after the last compaction (or at start), as Redis's `auto-aof-rewrite-percentage 100` does...
    static let compactionFactor = 2
    /// ...and is at least this large, so that a small file is not rewritten at every few changes.
    static let compactionFloor = 1 << 20

    init(seed: UInt64, productCount: Int) {
        self.seed = seed
        self.productCount = productCount
    }

    /// The name of the file a rewrite is written to before it is renamed over `url`: in the same folder,
    /// so that the rename is atomic, and known, so that a crash's leftover is removed at the next start.
    static func temporary(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".compacting")
    }

    /// Removes what a crash can leave beside `url`: a compaction's temporary file, and the copies that
    /// format 1's whole-file writes left when killed before their rename. Those were Foundation's atomic
    /// writes, named `.dat.nosync<pid>.<random>` in the file's folder whatever the file's name; one is
    /// removed only if it opens as a format-1 file does, so no other program's file is touched.
    static func removeLeftovers(of url: URL) {
        let manager = FileManager.default
        try? manager.removeItem(at: temporary(for: url))
        let folder = url.deletingLastPathComponent()
        let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(".dat.nosync") {
            let copy = folder.appendingPathComponent(name)
            guard let handle = try? FileHandle(forReadingFrom: copy) else { continue }
            let opening = try? handle.read(upToCount: formatOneOpening.count)
            try? handle.close()
            if opening == formatOneOpening { try? manager.removeItem(at: copy) }
        }
    }

    /// How a format-1 file begins (its keys sorted, its changes first).
    private static let formatOneOpening = Data(#"{"changes":["#.utf8)

    /// One record as a line: sorted keys, no escaped slashes (base64 is full of them), a line feed.
    static func line(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// Whether `error` (or the error beneath it) says the disk has no space left (ENOSPC).
    static func isDiskFull(_ error: any Error) -> Bool {
        if let cocoa = error as? CocoaError, cocoa.code == .fileWriteOutOfSpace { return true }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, error.code == Int(POSIXError.ENOSPC.rawValue) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? any Error).map(isDiskFull) ?? false
    }

    /// Refuses a data file whose folder does not exist or cannot be written, or which exists and cannot
    /// be written: every change would fail later, so the server does not start on it.
    static func checkWritable(_ url: URL) throws(MarketDataError) {
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
        else {
            throw MarketDataError(file: url.path, reason: "its folder does not exist")
        }
        let target = FileManager.default.fileExists(atPath: url.path) ? url.path : folder
        guard FileManager.default.isWritableFile(atPath: target) else {
            throw MarketDataError(file: url.path, reason: "it cannot be written here (permission denied)")
        }
    }

    /// A decoding error in a few words: the missing key, or where the JSON went wrong.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty
                ? context.debugDescription
                : "at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}

/// A market data file that cannot be used: which file and why. The file is left as it is.
public struct MarketDataError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    /// Whether it failed for want of disk space.
    public var isDiskFull: Bool

    public init(file: String, reason: String, isDiskFull: Bool = false) {
        self.file = file
        self.reason = reason
        self.isDiskFull = isDiskFull
    }

    public var description: String { "the market's data file \(file): \(reason)" }
}
