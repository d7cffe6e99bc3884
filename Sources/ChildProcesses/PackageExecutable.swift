import Foundation

extension Process {
    /// The executable `name` of this package in the build folder the running program was built into
    /// (a test bundle's: the same configuration, debug or release), or nil when it is not built.
    public static func packageExecutable(_ name: String) -> URL? {
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = program.deletingLastPathComponent()
        while folder.path != "/" && !folder.lastPathComponent.hasSuffix("debug")
            && !folder.lastPathComponent.hasSuffix("release")
        {
            folder.deleteLastPathComponent()
        }
        let candidate = folder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }
}
