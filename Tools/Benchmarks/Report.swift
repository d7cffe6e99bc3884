import Foundation

/// Every figure of a run, printed as a table or as one JSON object with the keys.
struct Report {
    var directNanosecondsPerEvent: Double
    var loopNanosecondsPerEvent: Double
    var loopOverheadNanoseconds: Double
    var loopScalingRatio: Double
    var floor: FloorBenchmarks.Results
    var appendPageNanoseconds: Double
    var appendScalingRatio: Double
    var renderMicrosecondsPerFrame: Double
    var renderScalingRatio: Double
    var gridRenderMicrosecondsPerFrame: Double
    var picturesRenderMicrosecondsPerFrame: Double
    var picturesGridRenderMicrosecondsPerFrame: Double
    var ansiDiffBytesOneLine: Int
    var decodeRatio: Double
    var thumbnailCachePeakBytes: Int
    var jpegDecodeMegapixelsPerSecond: Double
    var pngDecodeMegapixelsPerSecond: Double
    var libjpegTurbo: ReferenceDecoder.Outcome
    var libpng: ReferenceDecoder.Outcome
    var fitMilliseconds: Double
    var fitPeakMegabytes: Double
    var thumbnail: ThumbnailBenchmarks.Result
    var peakRSSMegabytes: Double
    var web: WebRenderBenchmarks.Results
    var webLoad: WebLoadBenchmark.Results

    var loopOverheadRatio: Double { loopNanosecondsPerEvent / directNanosecondsPerEvent }

    /// One row: the JSON key, the value as printed, what it is, and the target.
    private struct Row {
        var key: String
        var value: String
        var what: String
        var target: String
    }

    private var rows: [Row] { rowsMeasured.compactMap { $0 } }

    /// Every row, nil for a figure this run could not measure (`djpeg_scale8_ms` without djpeg).
    private var rowsMeasured: [Row?] {
        [
            Row(
                key: "direct_ns_per_event", value: format(directNanosecondsPerEvent, 1),
                what: "list reducer called directly, 10,000 products", target: "reported"),
            Row(
                key: "loop_ns_per_event", value: format(loopNanosecondsPerEvent, 1),
                what: "same events through EventLoop, observer attached", target: "reported"),
            Row(
                key: "loop_overhead_ns", value: format(loopOverheadNanoseconds, 1),
                what: "loop − direct, median of paired rounds", target: "≤ 100"),
            Row(
                key: "loop_overhead_ratio", value: format(loopOverheadRatio, 3), what: "loop / direct",
                target: "reported"),
            Row(
                key: "loop_scaling_ratio", value: format(loopScalingRatio, 3),
                what: "loop ns/event, 100,000 / 1,000 products", target: "≤ 1.25"),
            Row(
                key: "counter_direct_ns", value: format(floor.counterDirectNanoseconds, 2),
                what: "counter reducer called directly", target: "reported"),
            Row(
                key: "counter_loop_ns", value: format(floor.counterLoopNanoseconds, 2),
                what: "counter through EventLoop, no observer", target: "≤ 10"),
            Row(
                key: "counter_observed_loop_ns", value: format(floor.counterObservedLoopNanoseconds, 2),
                what: "counter through EventLoop, one observer", target: "≤ 25"),
            Row(
                key: "toggle_direct_ns", value: format(floor.toggleDirectNanoseconds, 2),
                what: "toggle one field next to 100,000 products, directly", target: "reported"),
            Row(
                key: "toggle_loop_ns", value: format(floor.toggleLoopNanoseconds, 2),
                what: "same toggle through EventLoop", target: "reported"),
            Row(
                key: "toggle_overhead_ns", value: format(floor.toggleOverheadNanoseconds, 2),
                what: "toggle loop − direct, 100,000 products", target: "≤ 10"),
            Row(
                key: "toggle_overhead_10k_ns", value: format(floor.toggleOverheadSmallNanoseconds, 2),
                what: "toggle loop − direct, 10,000 products", target: "reported"),
            Row(
                key: "append20_direct_ns", value: format(floor.appendDirectNanoseconds, 1),
                what: "append 20 products at 100,000, directly", target: "reported"),
            Row(
                key: "append20_loop_ns", value: format(floor.appendLoopNanoseconds, 1),
                what: "same append through EventLoop", target: "reported"),
            Row(
                key: "append20_overhead_ns", value: format(floor.appendOverheadNanoseconds, 1),
                what: "append loop − direct, 100,000 products", target: "reported"),
            Row(
                key: "append20_overhead_10k_ns", value: format(floor.appendOverheadSmallNanoseconds, 1),
                what: "append loop − direct, 10,000 products", target: "reported"),
            Row(
                key: "append_page_ns", value: format(appendPageNanoseconds, 1),
                what: "append a 20-product page at 100,000 products", target: "reported"),
            Row(
                key: "append_scaling_ratio", value: format(appendScalingRatio, 3),
                what: "append at 100,000 / at 1,000 products", target: "≤ 1.5"),
            Row(
                key: "render_us_per_frame", value: format(renderMicrosecondsPerFrame, 2),
                what: "LIST 80x24: view state → frame → text", target: "reported"),
            Row(
                key: "render_scaling_ratio", value: format(renderScalingRatio, 3),
                what: "render, 100,000 / 100 products", target: "≤ 1.25"),
            Row(
                key: "grid_render_us_per_frame", value: format(gridRenderMicrosecondsPerFrame, 2),
                what: "GRID 120x40: view state → frame → text", target: "reported"),
            Row(
                key: "render_pictures_us_per_frame", value: format(picturesRenderMicrosecondsPerFrame, 2),
                what: "LIST 80x24 with every thumbnail loaded and drawn", target: "reported"),
            Row(
                key: "grid_render_pictures_us_per_frame",
                value: format(picturesGridRenderMicrosecondsPerFrame, 2),
                what: "GRID 120x40 with every thumbnail loaded and drawn", target: "reported"),
            Row(
                key: "ansi_diff_bytes_one_line", value: "\(ansiDiffBytesOneLine)",
                what: "ANSI bytes after one cell's stock changed", target: "≤ 200"),
            Row(
                key: "decode_ratio", value: format(decodeRatio, 3),
                what: "100-item V1 page: MarketDecoder / JSONDecoder", target: "≤ 1.5"),
            Row(
                key: "thumbnail_cache_peak_bytes", value: "\(thumbnailCachePeakBytes)",
                what: "cache peak scrolling 100,000 products", target: "≤ 16777216"),
            Row(
                key: "jpeg_decode_mpix_per_s", value: format(jpegDecodeMegapixelsPerSecond, 1),
                what: "decode the 320x213 photo JPEG (4:2:0, q85)",
                target: libjpegTurbo.thirdTarget(of: "libjpeg-turbo", for: jpegDecodeMegapixelsPerSecond)),
            Row(
                key: "libjpeg_turbo_decode_mpix_per_s", value: libjpegTurbo.cell,
                what: "libjpeg-turbo on the same JPEG, same run", target: "reported"),
            Row(
                key: "png_decode_mpix_per_s", value: format(pngDecodeMegapixelsPerSecond, 1),
                what: "decode the 300x200 photo PNG (RGB)",
                target: libpng.thirdTarget(of: "libpng", for: pngDecodeMegapixelsPerSecond)),
            Row(
                key: "libpng_decode_mpix_per_s", value: libpng.cell,
                what: "libpng on the same PNG, same run", target: "reported"),
            Row(
                key: "fit_ms", value: format(fitMilliseconds, 1),
                what: "fit a 4000x3000 JPEG under 300 KB, its shape kept", target: "≤ 1500"),
            Row(
                key: "fit_peak_mb", value: format(fitPeakMegabytes, 1),
                what: "peak resident memory while fitting (VmHWM reset before)", target: "< 200"),
            Row(
                key: "thumbnail_ms", value: format(thumbnail.milliseconds, 2),
                what: "4000x3000 JPEG → 4x4 list thumbnail, decoded reduced",
                target: "≤ 1.5 × djpeg_scale8_ms"),
            Row(
                key: "thumbnail_peak_mb", value: format(thumbnail.peakMegabytes, 2),
                what: "peak resident memory making it, above the resident before", target: "reported"),
            thumbnail.djpegMilliseconds.map {
                Row(
                    key: "djpeg_scale8_ms", value: format($0, 2),
                    what: "djpeg -scale 1/8 on the same file (a process a run)", target: "reported")
            },
            Row(
                key: "html_render_us_per_frame", value: format(web.listMicrosecondsPerFrame, 2),
                what: "web LIST, 100,000 products: one cell changed → patches JSON", target: "reported"),
            Row(
                key: "grid_html_render_us_per_frame", value: format(web.gridMicrosecondsPerFrame, 2),
                what: "web GRID, 100,000 products: one cell changed → patches JSON", target: "reported"),
            Row(
                key: "html_render_scaling_ratio", value: format(web.scalingRatio, 3),
                what: "web LIST frame, 100,000 / 100 products", target: "≤ 1.25"),
            Row(
                key: "html_update_bytes_one_cell", value: "\(web.updateBytesOneCell)",
                what: "bytes to the browser after one cell's stock changed", target: "≤ 1024"),
            Row(
                key: "web_p99_ms", value: format(webLoad.p99Milliseconds, 2),
                what: "loopback, 50 sessions × 200 events: report → answer", target: "≤ 20"),
            Row(
                key: "web_sessions_lost_or_mixed", value: "\(webLoad.sessionsLostOrMixed)",
                what: "sessions missing or holding another's text after the load", target: "0"),
            Row(
                key: "peak_rss_mb", value: format(peakRSSMegabytes, 1), what: "peak resident memory (VmHWM)",
                target: "reported"),
        ]
    }

    /// A Markdown table.
    var table: String {
        let header = ["| key | value | what | target |", "| --- | ---: | --- | --- |"]
        let body = rows.map { "| `\($0.key)` | \($0.value) | \($0.what) | \($0.target) |" }
        return (header + body).joined(separator: "\n")
    }

    /// One JSON object, keys in the order.
    var json: String {
        "{" + rows.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    }

    private func format(_ value: Double, _ fractionDigits: Int) -> String {
        String(format: "%.\(fractionDigits)f", value)
    }

    /// The process's peak resident set size in MB (`VmHWM` in `/proc/self/status`); 0 where there is no
    /// such file.
    static func peakRSSMegabytes() -> Double { statusMegabytes("VmHWM:") }

    /// A size in `/proc/self/status` (`VmHWM:`, `VmRSS:`) in MB; 0 where there is no such file.
    static func statusMegabytes(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
            return kilobytes / 1_024
        }
        return 0
    }
}
