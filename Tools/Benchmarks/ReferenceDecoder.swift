import ChildProcesses
import Foundation

/// A C library's decoder timed beside the Images module's in the same run: its small bench in
/// `Tools/image-fixtures` built with the machine's C compiler and run on the same photograph, so
/// that both figures share the machine's load and the target (a third of the library's speed) is
/// judged on the day. Nothing is built when the compiler or the library is missing: the row says
/// what to install.
struct ReferenceDecoder {
    /// The library's name in the report.
    var library: String
    /// The bench's source, beside the fixtures' tools.
    var source: String
    /// The linker flag for the library.
    var link: String
    /// The Debian package that installs the library's headers.
    var package: String

    static let libjpegTurbo = ReferenceDecoder(
        library: "libjpeg-turbo", source: "libjpeg_decode_bench.c", link: "-ljpeg",
        package: "libjpeg62-turbo-dev")
    static let libpng = ReferenceDecoder(
        library: "libpng", source: "libpng_decode_bench.c", link: "-lpng", package: "libpng-dev")

    /// What the library decoded: megapixels a second, or why it was not measured.
    enum Outcome {
        case measured(Double)
        case notRun(String)
    }

    private static let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../image-fixtures").standardizedFileURL

    /// Builds the bench and runs it on `photo` (the median of its 31 samples).
    func measure(_ photo: URL) -> Outcome {
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "openmarket-bench-\(library)")
        let built = Self.run(
            "/usr/bin/env",
            ["cc", "-O2", "-o", binary.path, Self.tools.appendingPathComponent(source).path, link])
        guard built.status == 0 else {
            return .notRun("not built (apt-get install -y gcc \(package)): \(built.output.prefix(200))")
        }
        defer { try? FileManager.default.removeItem(at: binary) }
        let ran = Self.run(binary.path, [photo.path])
        // "320x213: 468.2 Mpixel/s"
        let words = ran.output.split(separator: " ")
        guard ran.status == 0, words.count == 3, let value = Double(words[1]) else {
            return .notRun("its bench failed: \(ran.output.prefix(200))")
        }
        return .measured(value)
    }

    private static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.runBoundToParent() } catch { return (-1, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitForExit()
        return (
            process.terminationStatus,
            String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        )
    }
}

extension ReferenceDecoder.Outcome {
    /// The target cell of a decoder that must reach a third of this library's speed: the bound on the
    /// day, and whether `value` meets it.
    func thirdTarget(of library: String, for value: Double) -> String {
        switch self {
        case .measured(let reference):
            let bound = reference / 3
            return String(format: "≥ 1/3 of \(library) (%.1f): ", bound)
                + (value >= bound ? "met" : "not met")
        case .notRun(let reason):
            return "≥ 1/3 of \(library): not judged, \(library) \(reason)"
        }
    }

    /// The figure for its own row, or `null` (valid JSON) when it was not measured.
    var cell: String {
        switch self {
        case .measured(let value): String(format: "%.1f", value)
        case .notRun: "null"
        }
    }
}
