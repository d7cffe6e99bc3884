import Foundation
import Images

/// Decoding the committed photographs and fitting a 12-megapixel photo to the 300 KB rule.
enum ImageBenchmarks {
    struct Result {
        var jpegMegapixelsPerSecond: Double
        var pngMegapixelsPerSecond: Double
        /// libjpeg-turbo and libpng on the same photographs, in the same run.
        var libjpegTurbo: ReferenceDecoder.Outcome
        var libpng: ReferenceDecoder.Outcome
        var fitMilliseconds: Double
        /// Peak resident memory while fitting (VmHWM, reset just before), the process's baseline included.
        var fitPeakMegabytes: Double
        /// The process's peak before that reset, so that the run's own peak can still be reported.
        var peakBeforeFitMegabytes: Double
        var thumbnail: ThumbnailBenchmarks.Result
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/ImagesTests/Fixtures").standardizedFileURL
    static let fitLimit = 300 * 1_024
    /// Decodes per sample.
    static let decodes = 20

    static func photograph(_ name: String) -> [UInt8] {
        [UInt8](try! Data(contentsOf: fixtures.appendingPathComponent(name)))
    }

    static func run(warmUp: Int, samples: Int) -> Result {
        let jpeg = photograph("photo-coffee.jpg")
        let png = photograph("photo-coffee.png")
        let jpegPixels = Double(320 * 213)
        let pngPixels = Double(300 * 200)
        let decodeJPEG = {
            Measurement.time(iterations: decodes) {
                Measurement.sink &+= try! ImageDecoder.decode(jpeg).width
            }
        }
        let decodePNG = {
            Measurement.time(iterations: decodes) {
                Measurement.sink &+= try! ImageDecoder.decode(png).width
            }
        }
        let medians = Measurement.interleavedMedians(warmUp: warmUp, count: samples, [decodeJPEG, decodePNG])
        let bytes = largePhotograph()
        let peakBefore = Report.peakRSSMegabytes()
        let thumbnail = ThumbnailBenchmarks.run(photo: bytes)
        let (fitMilliseconds, fitPeak) = fit(bytes)
        // The libraries' benches last: starting their processes costs this one memory, which is not
        // the fit's.
        let libjpegTurbo = ReferenceDecoder.libjpegTurbo.measure(
            fixtures.appendingPathComponent("photo-coffee.jpg"))
        let libpng = ReferenceDecoder.libpng.measure(fixtures.appendingPathComponent("photo-coffee.png"))
        return Result(
            jpegMegapixelsPerSecond: jpegPixels / medians[0] * 1e3,
            pngMegapixelsPerSecond: pngPixels / medians[1] * 1e3, libjpegTurbo: libjpegTurbo,
            libpng: libpng, fitMilliseconds: fitMilliseconds,
            fitPeakMegabytes: fitPeak, peakBeforeFitMegabytes: peakBefore, thumbnail: thumbnail)
    }

    /// A 4000 × 3000 photo: the coffee photograph enlarged, encoded at quality 92.
    static func largePhotograph() -> [UInt8] {
        let large = try! ImageDecoder.decode(photograph("photo-coffee.jpg")).resized(
            width: 4_000, height: 3_000)
        return JPEGEncoder.encode(large, quality: 92)
    }

    /// The photo fitted to 300 KB: the median of 5 runs in milliseconds, and the peak memory of the
    /// runs.
    static func fit(_ bytes: [UInt8]) -> (Double, Double) {
        resetPeakRSS()
        let milliseconds = Measurement.median(warmUp: 1, count: 5) {
            Measurement.elapsed {
                let fitted = try! ImageFitter.fit(bytes, under: fitLimit)
                // 4000x3000 fitted with its shape: 4:3, within a pixel.
                precondition(fitted.bytes.count < fitLimit && abs(fitted.width * 3 - fitted.height * 4) <= 4)
                Measurement.sink &+= fitted.width
            } / 1e6
        }
        return (milliseconds, Report.peakRSSMegabytes())
    }

    /// Resets VmHWM to the current resident size (Linux: writing 5 to /proc/self/clear_refs).
    static func resetPeakRSS() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
}
