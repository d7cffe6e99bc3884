import Foundation
import Market

/// What a market data file holds, read record by record: its header, its changes, and where its last
/// complete record ends. A last record cut short (by a crash while it was appended, before it was
/// answered) is reported, not refused; any other damage is refused, saying where.
struct MarketDataContents: Sendable {
    var header: MarketDataFile
    var changes: [MarketChange]
    /// The length of the file's complete records: where the next record goes.
    var validBytes: Int
    /// The bytes of a last record cut short, which `validBytes` leaves out; 0 when there is none.
    var tornBytes: Int

    /// Reads `bytes`, the contents of the file at `path` (named in errors).
    init(_ bytes: Data, path: String) throws(MarketDataError) {
        let lines = Self.lines(of: bytes)
        guard let first = lines.first else {
            throw MarketDataError(file: path, reason: "it is not an Open Market data file (it is empty)")
        }
        header = try Self.header(bytes[first], path: path)
        changes = header.changes ?? []
        header.changes = nil
        validBytes = min(first.upperBound + 1, bytes.count)
        tornBytes = 0
        for (index, line) in lines.enumerated().dropFirst() {
            let isLast = index == lines.count - 1
            guard line.count <= MarketDataFile.maximumRecordBytes else {
                throw MarketDataError(
                    file: path,
                    reason:
                        "record \(index) is longer than the \(MarketDataFile.maximumRecordBytes) bytes a record may take"
                )
            }
            // A last line with no line feed was never finished, so never answered: it is dropped.
            let change =
                isLast && line.upperBound == bytes.endIndex
                ? nil : try? JSONDecoder().decode(MarketChange.self, from: bytes[line])
            guard let change else {
                guard isLast else {
                    throw MarketDataError(file: path, reason: "record \(index) is damaged")
                }
                tornBytes = bytes.count - validBytes
                break
            }
            changes.append(change)
            validBytes = line.upperBound + 1
        }
    }

    /// The ranges of `bytes`' lines, line feeds left out, found by the C library's `memchr` in one
    /// pass over its buffer: a file of tens of megabytes opens in milliseconds even in a debug build,
    /// where a Swift loop over the bytes costs a second a file.
    private static func lines(of bytes: Data) -> [Range<Int>] {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var lines: [Range<Int>] = []
            var start = 0
            while start < buffer.count {
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                let end = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? buffer.count
                lines.append((bytes.startIndex + start)..<(bytes.startIndex + end))
                start = end + 1
            }
            return lines
        }
    }

    /// The header line, refused unless it says it is a market's data of a format this version reads.
    private static func header(_ line: Data, path: String) throws(MarketDataError) -> MarketDataFile {
        let header: MarketDataFile
        do {
            header = try JSONDecoder().decode(MarketDataFile.self, from: line)
        } catch {
            throw MarketDataError(
                file: path, reason: "it is not an Open Market data file (\(MarketDataFile.describe(error)))")
        }
        let readable =
            header.format == MarketDataFile.format && header.changes == nil
            || header.format == MarketDataFile.formatOne && header.changes != nil
        guard readable else {
            throw MarketDataError(
                file: path, reason: "its format is '\(header.format)', not '\(MarketDataFile.format)'")
        }
        return header
    }

    /// The store the file describes: the seeded catalogue (with the demo's photographs when `photos`)
    /// with every change replayed.
    func store(photos: Bool, path: String) throws(MarketDataError) -> ProductStore {
        var store = ProductStore(
            Catalogue.memoized(seed: header.seed, count: header.productCount, photos: photos))
        for (index, change) in changes.enumerated() {
            do {
                try change.apply(to: &store)
            } catch {
                throw MarketDataError(file: path, reason: "change \(index + 1) no longer applies (\(error))")
            }
        }
        return store
    }
}
