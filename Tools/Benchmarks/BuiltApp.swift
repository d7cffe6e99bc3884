import Foundation

/// The release `openmarket` executable built beside this one, which the process benchmarks run.
enum BuiltApp {
    /// Its address, or nil after saying how to build it.
    static func openmarket() -> URL? {
        let app = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("openmarket")
        guard FileManager.default.isExecutableFile(atPath: app.path) else {
            FileHandle.standardError.write(
                Data(
                    "openmarket-bench: build the app first: swift build -c release --product openmarket\n"
                        .utf8))
            return nil
        }
        return app
    }
}
