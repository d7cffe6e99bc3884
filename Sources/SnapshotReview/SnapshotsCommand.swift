import Foundation

/// A `swift run snapshots` command line: which verb, with what.
public enum SnapshotsCommand: Equatable, Sendable {
    /// The pending snapshots and the obsolete references, with a count of each kind.
    case list
    /// One pending snapshot at a time in the terminal (those whose path contains the filter).
    case review(filter: String?)
    /// Makes pending outputs their references (all, or those whose path contains the filter).
    case accept(filter: String?)
    /// Deletes pending outputs, keeping the references.
    case reject(filter: String?)
    /// Deletes the obsolete references.
    case prune
    /// Writes the HTML report and prints its path; `open` also opens it in a browser.
    case report(open: Bool)
    /// Fails while anything is pending or obsolete, naming it.
    case check
    /// Runs `swift test` with the arguments in the package, so that the run log knows whether the run
    /// was full, then lists what is pending and obsolete.
    case test(arguments: [String])
    case help

    public static let usage = """
        Usage: swift run snapshots <verb> [--package-path PATH]
          (the package is PATH, or else the nearest folder at or above this one with a Package.swift)
          test [ARGS]       run `swift test ARGS` in the package, noting whether the run was full
          list              the pending snapshots (new, changed) and the obsolete references
          review [FILTER]   one pending snapshot at a time: a accept, r reject, s skip, q quit
          accept [FILTER]   make the pending outputs (whose path contains FILTER) the references
          reject [FILTER]   delete the pending outputs, keeping the references
          prune             delete the references no test compared in the last full `swift test`
          report [--open]   write an HTML page of every pending change and print its path
          check             exit 1 while anything is pending or obsolete
        """

    /// Reads the arguments after the program's name.
    public init(arguments: [String]) throws(SnapshotsUsageError) {
        guard let verb = arguments.first else { throw SnapshotsUsageError("no verb given") }
        let rest = Array(arguments.dropFirst())
        func filter() throws(SnapshotsUsageError) -> String? {
            guard rest.count <= 1 else { throw SnapshotsUsageError("'\(verb)' takes at most one FILTER") }
            return rest.first
        }
        func nothing() throws(SnapshotsUsageError) {
            guard rest.isEmpty else { throw SnapshotsUsageError("'\(verb)' takes no argument") }
        }
        switch verb {
        case "list": try nothing(); self = .list
        case "review": self = .review(filter: try filter())
        case "accept": self = .accept(filter: try filter())
        case "reject": self = .reject(filter: try filter())
        case "prune": try nothing(); self = .prune
        case "report":
            guard rest.isEmpty || rest == ["--open"] else {
                throw SnapshotsUsageError("'report' takes only --open")
            }
            self = .report(open: !rest.isEmpty)
        case "check": try nothing(); self = .check
        case "test": self = .test(arguments: rest)
        case "help", "--help", "-h": self = .help
        default: throw SnapshotsUsageError("unknown verb '\(verb)'")
        }
    }

    /// Whether the verb is `test`, which runs the tests rather than reading their snapshots.
    public var isTest: Bool {
        if case .test = self { return true }
        return false
    }

    /// What running a verb printed and its exit status.
    public struct Result: Equatable, Sendable {
        public var output: String
        public var status: Int32

        public init(output: String, status: Int32) {
            self.output = output
            self.status = status
        }
    }

    /// Runs the verb on `inventory`; `review`, `test` and `report --open` need the tool's terminal,
    /// `swift test` and browser, which the executable adds around this. The report is written to `reportFile`.
    public func run(on inventory: SnapshotInventory, reportFile: URL) -> Result {
        do {
            switch self {
            case .list: return Result(output: Self.listing(inventory).text, status: 0)
            case .check:
                let listing = Self.listing(inventory)
                guard listing.isClean else {
                    return Result(
                        output: listing.text
                            + "\nReview the pending ones with `swift run snapshots review` (or accept, reject), "
                            + "and delete the obsolete ones with `swift run snapshots prune`.\n",
                        status: 1)
                }
                return Result(output: listing.text, status: 0)
            case .accept(let filter):
                return Self.settled(try inventory.accept(matching: filter), verb: "Accepted", filter: filter)
            case .reject(let filter):
                return Self.settled(try inventory.reject(matching: filter), verb: "Rejected", filter: filter)
            case .prune:
                let pending = inventory.pending()
                guard pending.isEmpty else {
                    // A failing test may have stopped before comparing every reference it owns.
                    return Result(
                        output: "\(pending.count) snapshot(s) are pending: review them and run `swift test` "
                            + "again before pruning, so that no failing test's references are taken for obsolete.\n",
                        status: 1)
                }
                let pruned = try inventory.prune()
                let lines = pruned.map { "deleted  \($0)\n" }.joined()
                return Result(output: lines + "Deleted \(pruned.count) obsolete reference(s).\n", status: 0)
            case .report:
                let pending = inventory.pending()
                try FileManager.default.createDirectory(
                    at: reportFile.deletingLastPathComponent(), withIntermediateDirectories: true)
                try SnapshotReport.html(for: pending).write(to: reportFile, atomically: true, encoding: .utf8)
                return Result(output: "\(reportFile.path)\n", status: 0)
            case .review, .test, .help:
                return Result(output: Self.usage + "\n", status: 0)
            }
        } catch {
            return Result(output: "error: \(error.localizedDescription)\n", status: 1)
        }
    }

    private static func settled(_ snapshots: [PendingSnapshot], verb: String, filter: String?) -> Result {
        guard !snapshots.isEmpty else {
            let scope = filter.map { " whose path contains '\($0)'" } ?? ""
            return Result(output: "No pending snapshot\(scope).\n", status: filter == nil ? 0 : 1)
        }
        let lines = snapshots.map { "\(verb.lowercased())  \($0.path)\n" }.joined()
        return Result(output: lines + "\(verb) \(snapshots.count) snapshot(s).\n", status: 0)
    }

    /// The lines of `list`, and whether nothing is pending or obsolete.
    private static func listing(_ inventory: SnapshotInventory) -> (text: String, isClean: Bool) {
        let pending = inventory.pending()
        let obsolete = inventory.obsolete()
        var text = ""
        for snapshot in pending {
            let kind = snapshot.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            text += "\(kind)\(snapshot.path)  (new output: Snapshots/\(snapshot.path.pending))\n"
        }
        for path in obsolete.references {
            text += "obsolete \(path)\n"
        }
        let new = pending.filter { $0.kind == .new }.count
        let obsoleteCount =
            obsolete == .unknown
            ? "obsolete unknown (no full `swift test` run logged yet)"
            : "\(obsolete.references.count) obsolete"
        text += "\(new) new, \(pending.count - new) changed, \(obsoleteCount)\n"
        return (text, pending.isEmpty && obsolete.references.isEmpty)
    }
}

/// A `snapshots` command line that cannot run, and why.
public struct SnapshotsUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { "error: \(message)\n\n\(SnapshotsCommand.usage)" }
}
