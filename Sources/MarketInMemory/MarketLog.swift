import Foundation
import Market

/// A market data file open for appending: each change is written at the end and flushed to the disk
/// (`fsync`) before it is answered, so a crash loses nothing answered; one cut short is dropped at the
/// next start. When the file has grown past `MarketDataFile.compactionFactor` times its compacted
/// size, `InMemoryMarket` rewrites it in the background (`compact`) and swaps it in (`finish`).
struct MarketLog: Sendable {
    let url: URL
    /// The seed of the file's catalogue (the file's, not the command line's, once it exists).
    let seed: UInt64
    /// The file's length: its complete records.
    private(set) var bytes: Int
    /// Its length after the last compaction, or at start.
    private var compactedBytes: Int

    /// Opens the file at `url`, or creates it for the catalogue of `seed`, and gives its store. The
    /// leftovers of rewrites cut short are removed; a last record cut short is dropped, saying so on
    /// standard error (the server's log); a file of format 1 is rewritten as format 2.
    static func open(
        _ url: URL, seed: UInt64, productCount: Int, photos: Bool
    ) throws(MarketDataError) -> (MarketLog, ProductStore) {
        try MarketDataFile.checkWritable(url)
        MarketDataFile.removeLeftovers(of: url)
        if !FileManager.default.fileExists(atPath: url.path) {
            try DurableFile.replace(url) {
                try MarketDataFile.line(MarketDataFile(seed: seed, productCount: productCount))
            }
        }
        let contents = try read(url)
        let store = try contents.store(photos: photos, path: url.path)
        if contents.header.format != MarketDataFile.format {
            try DurableFile.replace(url) { try MarketDataCompaction.rewritten(contents) }
        } else if contents.tornBytes > 0 {
            log(
                "the market's data file \(url.path): its last change was cut short (\(contents.tornBytes) "
                    + "bytes, written when the server stopped) and is dropped; it was never answered")
            do {
                let handle = try FileHandle(forWritingTo: url)
                defer { try? handle.close() }
                try handle.truncate(atOffset: UInt64(contents.validBytes))
                try handle.synchronize()
            } catch {
                throw MarketDataError(
                    file: url.path, reason: "it cannot be written (\(error.localizedDescription))")
            }
        }
        let size = DurableFile.size(of: url)
        return (MarketLog(url: url, seed: contents.header.seed, bytes: size, compactedBytes: size), store)
    }

    /// Appends `change` and flushes it to the disk; on failure the file is cut back to what it was.
    mutating func append(_ change: MarketChange) throws(MarketDataError) {
        do {
            let record = try MarketDataFile.line(change)
            guard record.count <= MarketDataFile.maximumRecordBytes + 1 else {
                throw MarketDataError(
                    file: url.path,
                    reason:
                        "the change takes \(record.count) bytes, over the \(MarketDataFile.maximumRecordBytes) a record may"
                )
            }
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            do {
                try handle.seek(toOffset: UInt64(bytes))
                try handle.write(contentsOf: record)
                try handle.synchronize()
            } catch {
                try? handle.truncate(atOffset: UInt64(bytes))
                throw error
            }
            bytes += record.count
        } catch let error as MarketDataError {
            throw error
        } catch {
            throw MarketDataError(
                file: url.path, reason: "it cannot be written (\(error.localizedDescription))",
                isDiskFull: MarketDataFile.isDiskFull(error))
        }
    }

    /// Whether the file has outgrown its live data enough to be compacted.
    var needsCompaction: Bool {
        bytes > max(MarketDataFile.compactionFloor, MarketDataFile.compactionFactor * compactedBytes)
    }

    /// Writes the live data of the file's first `length` bytes to its temporary file, flushed: the slow
    /// part of a compaction, run off the market's actor.
    static func compact(_ url: URL, length: Int) throws {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let contents = try MarketDataContents(handle.read(upToCount: length) ?? Data(), path: url.path)
        try DurableFile.write(
            MarketDataCompaction.rewritten(contents), to: MarketDataFile.temporary(for: url))
    }

    /// Ends a compaction of the first `length` bytes: appends what was written since to the temporary
    /// file, and renames it over the file. On failure the file is left as it is and the next
    /// compaction waits for it to grow again.
    mutating func finish(compactionOf length: Int) {
        let temporary = MarketDataFile.temporary(for: url)
        do {
            let reader = try FileHandle(forReadingFrom: url)
            defer { try? reader.close() }
            try reader.seek(toOffset: UInt64(length))
            let since = try reader.read(upToCount: bytes - length) ?? Data()
            let writer = try FileHandle(forWritingTo: temporary)
            defer { try? writer.close() }
            try writer.seekToEnd()
            try writer.write(contentsOf: since)
            try writer.synchronize()
            try DurableFile.move(temporary, over: url)
            bytes = DurableFile.size(of: url)
            compactedBytes = bytes
        } catch {
            abandonCompaction(error)
        }
    }

    /// Gives a compaction up after `error`: the file is kept as it is, its temporary file removed, and
    /// the next compaction waits for it to grow again.
    mutating func abandonCompaction(_ error: any Error) {
        try? FileManager.default.removeItem(at: MarketDataFile.temporary(for: url))
        Self.log("the market's data file \(url.path) could not be compacted (\(error)); it is kept as it is")
        compactedBytes = bytes
    }

    /// The file's contents.
    private static func read(_ url: URL) throws(MarketDataError) -> MarketDataContents {
        guard DurableFile.size(of: url) <= MarketDataFile.maximumFileBytes else {
            throw MarketDataError(
                file: url.path,
                reason: "it is larger than the \(MarketDataFile.maximumFileBytes) bytes read at start")
        }
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw MarketDataError(file: url.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        return try MarketDataContents(bytes, path: url.path)
    }

    private static func log(_ message: String) {
        FileHandle.standardError.write(Data("openmarket: \(message)\n".utf8))
    }
}
