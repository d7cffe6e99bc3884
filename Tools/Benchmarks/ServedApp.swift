import ChildProcesses
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The release `openmarket web --port 0` (built beside this executable) as a child process under a
/// shell's `ulimit -n`, as NOTES.md asks: its own stdin, stdout (a pipe giving its port) and stderr,
/// stopped with SIGKILL, and ending with this process. The hostile-client benchmarks watch its memory
/// and processor time.
final class ServedApp {
    let port: Int
    private let process = Process()

    /// Nil, after saying why, when the app is not built or printed no port.
    init?(descriptors: Int) {
        guard let app = BuiltApp.openmarket() else { return nil }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n \(descriptors) && exec \"$0\" web --port 0", app.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.runBoundToParent()) != nil else { return nil }
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: ":").last.flatMap({ Int($0.prefix { $0.isNumber }) }) else {
            process.killAndWait()
            return nil
        }
        self.port = port
    }

    /// Its resident memory now (`VmRSS`), in megabytes.
    var residentMegabytes: Double {
        let status =
            (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Double(line.split(separator: " ").dropFirst().first ?? "").map { $0 / 1024 } ?? 0
    }

    /// The processor seconds it has used (user and system, from `/proc/PID/stat`).
    var processorSeconds: Double {
        let stat =
            (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
        // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        process.killAndWait()
    }
}
