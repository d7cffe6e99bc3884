/// A whole `swift run snapshots` command line: the verb, and the package `--package-path` names.
public struct SnapshotsInvocation: Equatable, Sendable {
    public var command: SnapshotsCommand
    /// The package folder given with `--package-path PATH` (or `--package-path=PATH`), anywhere on the
    /// line; nil to use the nearest package at or above the current folder.
    public var packagePath: String?

    public init(command: SnapshotsCommand, packagePath: String? = nil) {
        self.command = command
        self.packagePath = packagePath
    }

    /// Reads the arguments after the program's name.
    public init(arguments: [String]) throws(SnapshotsUsageError) {
        var rest = arguments
        var packagePath: String?
        let option = "--package-path"
        if let index = rest.firstIndex(of: option) {
            guard index + 1 < rest.count else { throw SnapshotsUsageError("\(option) needs a PATH") }
            packagePath = rest[index + 1]
            rest.removeSubrange(index...index + 1)
        } else if let index = rest.firstIndex(where: { $0.hasPrefix(option + "=") }) {
            packagePath = String(rest.remove(at: index).dropFirst(option.count + 1))
        }
        self.init(command: try SnapshotsCommand(arguments: rest), packagePath: packagePath)
    }
}
