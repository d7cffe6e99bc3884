import ChildProcesses
import Foundation
import Images
import ScreensLive

/// A list thumbnail made from a 12-megapixel JPEG, as the app makes it (the photo's centred square
/// decoded reduced, then averaged to the thumbnail's side), and `djpeg -scale 1/8` on the same file
/// when libjpeg-turbo's tool is installed.
enum ThumbnailBenchmarks {
    struct Result {
        var milliseconds: Double
        /// Peak resident memory while making thumbnails above the resident size just before (VmHWM
        /// reset), so the step's own memory, not the process's.
        var peakMegabytes: Double
        /// nil when `djpeg` is not on PATH.
        var djpegMilliseconds: Double?
    }

    static func run(photo: [UInt8]) -> Result {
        ImageBenchmarks.resetPeakRSS()
        let resident = Report.statusMegabytes("VmRSS:")
        let side = PictureSides.text.thumbnail
        let milliseconds = Measurement.median(warmUp: 2, count: 11) {
            Measurement.elapsed {
                let thumbnail = try! ImageDecoder.decodeCentredSquare(photo, side: side)
                precondition(thumbnail.width == side && thumbnail.height == side)
                Measurement.sink &+= thumbnail.width
            } / 1e6
        }
        let peak = Report.statusMegabytes("VmHWM:") - resident
        return Result(milliseconds: milliseconds, peakMegabytes: peak, djpegMilliseconds: djpeg(photo))
    }

    /// The median of 11 runs of `djpeg -scale 1/8` on `photo`, output discarded, in milliseconds (a
    /// process started each run, as it is timed from here); nil when there is no `djpeg` on PATH.
    static func djpeg(_ photo: [UInt8]) -> Double? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/djpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return nil }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("openmarket-bench-12mp.jpg")
        try! Data(photo).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return Measurement.median(warmUp: 2, count: 11) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = ["-scale", "1/8", "-outfile", "/dev/null", file.path]
            return Measurement.elapsed {
                // Not bound to this process (`runBoundToParent`): its start is part of what is timed,
                // and `setpriv`'s would be counted in it; it ends by itself in milliseconds.
                try! process.run()
                process.waitForExit()
            } / 1e6
        }
    }
}
