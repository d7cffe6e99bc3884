import Foundation

/// Reads the logs `SnapshotRunLog` writes: which references the test runs since the last full run
/// compared.
public struct SnapshotRunHistory: Sendable {
    /// The folder the logs are in (`.build/snapshot-runs/`).
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// What the runs since the last full, complete run compared.
    public struct Comparisons: Sendable, Equatable {
        /// When the last full run started: a reference written after it is never obsolete.
        public var fullRunStarted: Date
        /// Every reference compared by that run or a later one.
        public var compared: Set<SnapshotPath>

        public init(fullRunStarted: Date, compared: Set<SnapshotPath>) {
            self.fullRunStarted = fullRunStarted
            self.compared = compared
        }
    }

    /// The comparisons since the last full, complete run; nil when no such run is recorded.
    public func comparisonsSinceLastFullRun() -> Comparisons? {
        let runs = self.runs()
        guard let last = runs.lastIndex(where: \.isFullAndComplete) else { return nil }
        let compared = runs[last...].reduce(into: Set<SnapshotPath>()) { $0.formUnion($1.compared) }
        return Comparisons(fullRunStarted: runs[last].started, compared: compared)
    }

    /// Deletes the logs of runs that a later full, complete run supersedes.
    func deleteRunsBeforeLastFullRun() {
        let runs = self.runs()
        guard let last = runs.lastIndex(where: \.isFullAndComplete) else { return }
        for run in runs[..<last] {
            for file in run.files { try? FileManager.default.removeItem(at: file) }
        }
    }

    /// One `swift test`: the logs of the processes one parent started.
    private struct Run {
        var files: [URL] = []
        var started = Date.distantFuture
        var isFullAndComplete = true
        var compared: Set<SnapshotPath> = []
    }

    /// The recorded runs, oldest first.
    private func runs() -> [Run] {
        let files =
            (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
            ?? []
        var runs: [String: Run] = [:]
        for file in files where file.pathExtension == "log" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let parent = String(file.lastPathComponent.prefix { $0 != "-" })
            var run = runs[parent] ?? Run()
            run.files.append(file)
            var isFull = false
            var isComplete = false
            for line in text.split(separator: "\n") {
                if line == "scope: full" { isFull = true }
                if line == "complete" { isComplete = true }
                if line.hasPrefix("started: "), let seconds = Double(line.dropFirst("started: ".count)) {
                    run.started = min(run.started, Date(timeIntervalSince1970: seconds))
                }
                if line.hasPrefix("compared: "),
                    let path = SnapshotPath(relativePath: String(line.dropFirst("compared: ".count)))
                {
                    run.compared.insert(path)
                }
            }
            run.isFullAndComplete = run.isFullAndComplete && isFull && isComplete
            runs[parent] = run
        }
        return runs.values.sorted { $0.started < $1.started }
    }
}
