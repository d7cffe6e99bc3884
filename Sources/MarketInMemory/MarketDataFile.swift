import Foundation
import Market

/// The file that keeps the embedded market across restarts (`--data FILE`): the seed of its catalogue
/// and every change made since, as JSON. Each change rewrites the whole file atomically (written
/// aside, then renamed over it), so a crash in the middle of a write leaves the last complete file.
struct MarketDataFile: Codable, Equatable, Sendable {
    /// What the file says it is, so that no other JSON is taken for a market.
    var format = Self.format
    var seed: UInt64
    var productCount: Int
    var changes: [MarketChange] = []

    static let format = "openmarket-market-data 1"

    init(seed: UInt64, productCount: Int) {
        self.seed = seed
        self.productCount = productCount
    }

    /// The file at `url`; nil when there is none yet.
    /// - Throws: `MarketDataError` when the file exists but cannot be read as a market's data.
    static func read(from url: URL) throws(MarketDataError) -> MarketDataFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw MarketDataError(file: url.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        let file: MarketDataFile
        do {
            file = try JSONDecoder().decode(MarketDataFile.self, from: bytes)
        } catch {
            throw MarketDataError(
                file: url.path, reason: "it is not an Open Market data file (\(Self.describe(error)))")
        }
        guard file.format == format else {
            throw MarketDataError(file: url.path, reason: "its format is '\(file.format)', not '\(format)'")
        }
        return file
    }

    /// Writes the file whole, atomically.
    func write(to url: URL) throws(MarketDataError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(self).write(to: url, options: .atomic)
        } catch {
            throw MarketDataError(
                file: url.path, reason: "it cannot be written (\(error.localizedDescription))",
                isDiskFull: Self.isDiskFull(error))
        }
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

    /// The store the file at `url` describes: the seeded catalogue (with the demo's photographs when
    /// `photos`) with every change replayed.
    func store(readFrom url: URL, photos: Bool) throws(MarketDataError) -> ProductStore {
        var store = ProductStore(Catalogue(seed: seed, count: productCount, photos: photos))
        for (index, change) in changes.enumerated() {
            do {
                try change.apply(to: &store)
            } catch {
                throw MarketDataError(
                    file: url.path, reason: "change \(index + 1) no longer applies (\(error))")
            }
        }
        return store
    }

    private static func describe(_ error: any Error) -> String {
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
