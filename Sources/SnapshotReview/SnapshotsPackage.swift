import Foundation
import TextSnapshot

/// The package a `snapshots` verb works on: the one `--package-path` names, or else the nearest folder
/// at or above the current one that holds a Package.swift (so the verbs work from any folder of the
/// package). A verb never works on a folder that is not a package with snapshots: it fails saying
/// where it looked, so that a CI step run from the wrong folder cannot pass with nothing checked.
public enum SnapshotsPackage {
    /// The root of the package to work on.
    /// - Parameters:
    ///   - packagePath: the `--package-path` given, relative to `currentFolder`; nil when none was.
    ///   - currentFolder: the folder the tool runs in.
    ///   - needsSnapshots: whether the verb reads `Snapshots/` (every verb but `test`, which writes it).
    /// - Throws: `SnapshotsUsageError` saying where it looked.
    public static func root(
        packagePath: String?, currentFolder: URL, needsSnapshots: Bool = true
    ) throws(SnapshotsUsageError) -> URL {
        let root: URL
        if let packagePath {
            let folder =
                (packagePath.hasPrefix("/")
                ? URL(fileURLWithPath: packagePath) : currentFolder.appendingPathComponent(packagePath))
                .standardizedFileURL
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            else { throw SnapshotsUsageError("no Package.swift in \(folder.path) (--package-path)") }
            root = folder
        } else {
            guard let found = SnapshotStore.packageRoot(atOrAbove: currentFolder) else {
                throw SnapshotsUsageError(
                    "no Package.swift in \(currentFolder.standardizedFileURL.path) or any folder above it: "
                        + "run from your package, or pass --package-path PATH")
            }
            root = found
        }
        let snapshots = root.appendingPathComponent("Snapshots")
        guard !needsSnapshots || FileManager.default.fileExists(atPath: snapshots.path) else {
            throw SnapshotsUsageError(
                "no Snapshots/ folder in the package at \(root.path): no snapshot test has written there yet; "
                    + "run `swift run snapshots test` in that package first, or pass --package-path PATH")
        }
        return root
    }
}
