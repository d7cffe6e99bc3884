import Foundation

/// Writing a file so that a crash leaves it whole, old or new: written aside in its folder, flushed
/// to the disk (`fsync`), renamed over it, and the folder flushed so that the rename lasts too.
enum DurableFile {
    /// Writes `make()` to the market data file's temporary name, flushed, then renames it over `url`.
    static func replace(_ url: URL, with make: () throws -> Data) throws(MarketDataError) {
        do {
            let temporary = MarketDataFile.temporary(for: url)
            try write(make(), to: temporary)
            try move(temporary, over: url)
        } catch {
            try? FileManager.default.removeItem(at: MarketDataFile.temporary(for: url))
            throw MarketDataError(
                file: url.path, reason: "it cannot be written (\(error.localizedDescription))",
                isDiskFull: MarketDataFile.isDiskFull(error))
        }
    }

    /// Writes `data` to a new file at `url`, flushed to the disk.
    static func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Renames `temporary` over `url` (atomic in one folder), then flushes the folder so that the
    /// rename itself survives a crash.
    static func move(_ temporary: URL, over url: URL) throws {
        guard rename(temporary.path, url.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let folder = FileHandle(forReadingAtPath: url.deletingLastPathComponent().path)
        try? folder?.synchronize()
        try? folder?.close()
    }

    /// The file's length in bytes; 0 when there is none.
    static func size(of url: URL) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
