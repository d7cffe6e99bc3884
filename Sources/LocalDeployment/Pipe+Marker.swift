import Foundation

extension Pipe {
    /// Reads what a child writes into the pipe until it has said `marker` (a server saying it is
    /// ready), then reads and drops the rest as it comes, so that the child never waits on a full pipe.
    /// Throws if the child closed the pipe (it ended) first.
    func waitUntilSaid(_ marker: String) throws {
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains(marker) {
            let chunk = fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown) }
            said += chunk
        }
        fileHandleForReading.readabilityHandler = { _ = $0.availableData }
    }
}
