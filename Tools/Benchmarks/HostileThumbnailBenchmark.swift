import ChildProcesses
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The app under a market whose every thumbnail announces 3 GB: the `openmarket` executable built
/// beside this one, run once (`--server`, `--height 60`: two pages, every thumbnail asked for), its
/// peak resident memory and its time to the first screen. `--only hostile-thumbnails` runs it.
enum HostileThumbnailBenchmark {
    struct Results {
        /// The app's peak resident memory (its `ru_maxrss`), in megabytes.
        var peakMegabytes: Double
        /// From start to its first screen printed and its exit, in seconds.
        var seconds: Double
        /// Thumbnail bytes the server managed to write before the app hung up on each.
        var megabytesWritten: Double
        var thumbnailsAsked: Int
        var exitStatus: Int32
    }

    /// Nil, after saying why, when the app is not built or the server cannot listen.
    static func run() -> Results? {
        guard let app = BuiltApp.openmarket() else { return nil }
        guard let server = HostileThumbnailServer() else { return nil }
        let process = Process()
        process.executableURL = app
        process.arguments = ["--server", "http://127.0.0.1:\(server.port)", "--height", "60", "--lang", "en"]
        process.environment = [
            "OPENMARKET_IDENTIFIER": "benchmark", "OPENMARKET_VENDOR_ID": "7",
            "OPENMARKET_PASSWORD": "benchmark",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let seconds =
            Measurement.elapsed {
                try? process.runBoundToParent()
                process.waitForExit()
            } / 1e9
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        return Results(
            peakMegabytes: Double(usage.ru_maxrss) / 1024, seconds: seconds,
            megabytesWritten: Double(server.bytesWritten) / 1_048_576,
            thumbnailsAsked: server.thumbnailsAsked,
            exitStatus: process.terminationStatus)
    }

    static func report(_ results: Results?, json: Bool) -> String {
        guard let results else { return json ? "{}" : "hostile_thumbnails: not run" }
        let values: [(String, String)] = [
            ("hostile_thumbnails_peak_mb", String(format: "%.1f", results.peakMegabytes)),
            ("hostile_thumbnails_s", String(format: "%.2f", results.seconds)),
            ("hostile_thumbnails_asked", "\(results.thumbnailsAsked)"),
            ("hostile_thumbnails_mb_written", String(format: "%.0f", results.megabytesWritten)),
            ("hostile_thumbnails_exit", "\(results.exitStatus)"),
        ]
        return json
            ? "{" + values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            : values.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
    }
}
