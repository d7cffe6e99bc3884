/// openmarket-bench: measures the loop, the renderer, the decoder, the thumbnail cache and the image
/// codecs in one process, with warm-up and repeated samples, and prints the medians as a table, or
/// with `--json` as one JSON object. `--only render` runs the frame workloads alone (for a profiler)
/// and prints their figures, from fewer samples. `--only images` runs the image workloads alone (the
/// decodes beside libjpeg-turbo's and libpng's (`ReferenceDecoder`), the thumbnail and the fit, from
/// as many samples as the whole run) and prints their figures; its `fit_peak_mb` is lower than the whole run's, which holds the earlier workloads' memory.
/// `--only web-load` runs the ten thousand tabs (`WebScaleBenchmark`; `--tabs N` for another number),
/// with `--json` as one JSON object; `--web-tabs PORT COUNT` is that run's child process.
/// `--only hostile-thumbnails` runs the release app (built beside this executable) under a market
/// whose every thumbnail announces 3 GB (`HostileThumbnailBenchmark`). `--only data-file` times ten
/// registrations on a fresh and on a 26 MB data file (`DataFileBenchmark`); `--data-file-child FILE`
/// is the kill -9 test's child (`DataFileChild`). `--only hostile-clients` runs the release app under
/// clients that never read and out of descriptors (`HostileClientsBenchmark`). `--only store` times a
/// list event observed through LoopObservation's store against the loop alone (`StoreBenchmark`).
/// `--only explore` times Open Market's random sessions, every invariant checked (`ExploreBenchmark`).
/// `--only replay` times
/// the time-travel viewer's steps on a 1,000-step recording it makes (`ReplayBenchmark`). `--only scale`
/// times an edit reaching 3,000 tabs (`--tabs N`) on three release web processes behind nginx and
/// Redis, then on one (`ScaleBenchmark`).

import Foundation

let arguments = CommandLine.arguments.dropFirst()
let asJSON = arguments.contains("--json")

if let tabs = arguments.firstIndex(of: "--web-tabs") {
    let values = arguments[tabs...].dropFirst().prefix(2).compactMap { Int($0) }
    guard values.count == 2 else { exit(2) }
    WebTabsChild.run(port: values[0], count: values[1])
}

if let child = arguments.firstIndex(of: "--data-file-child") {
    guard let file = arguments[child...].dropFirst().first else { exit(2) }
    await DataFileChild.run(file: file)
}

if let only = arguments.firstIndex(of: "--only") {
    let workload =
        arguments.index(after: only) < arguments.endIndex ? arguments[arguments.index(after: only)] : ""
    if workload == "web-load" {
        let tabs =
            arguments.firstIndex(of: "--tabs").flatMap {
                arguments.dropFirst($0 - arguments.startIndex + 1).first
            }
            .flatMap { Int($0) } ?? 10_000
        print(WebScaleBenchmark.report(await WebScaleBenchmark.run(tabs: tabs), json: asJSON))
        exit(0)
    }
    if workload == "scale" {
        let tabs =
            arguments.firstIndex(of: "--tabs").flatMap {
                arguments.dropFirst($0 - arguments.startIndex + 1).first
            }
            .flatMap { Int($0) } ?? 3_000
        let results = await ScaleBenchmark.run(tabs: tabs)
        print(ScaleBenchmark.report(results, json: asJSON))
        exit(results == nil ? 1 : 0)
    }
    if workload == "hostile-thumbnails" {
        print(HostileThumbnailBenchmark.report(HostileThumbnailBenchmark.run(), json: asJSON))
        exit(0)
    }
    if workload == "replay" {
        print(ReplayBenchmark.report(await ReplayBenchmark.run(), json: asJSON))
        exit(0)
    }
    if workload == "explore" {
        print(ExploreBenchmark.report(await ExploreBenchmark.run(), json: asJSON))
        exit(0)
    }
    if workload == "store" {
        print(StoreBenchmark.report(StoreBenchmark.run(warmUp: 3, samples: 31), json: asJSON))
        exit(0)
    }
    if workload == "hostile-clients" {
        print(HostileClientsBenchmark.report(HostileClientsBenchmark.run(), json: asJSON))
        exit(0)
    }
    if workload == "data-file" {
        do {
            print(DataFileBenchmark.report(try await DataFileBenchmark.run(), json: asJSON))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("openmarket-bench: data-file: \(error)\n".utf8))
            exit(1)
        }
    }
    if workload == "images" {
        let images = ImageBenchmarks.run(warmUp: 3, samples: 31)
        print("jpeg_decode_mpix_per_s \(images.jpegMegapixelsPerSecond)")
        print("png_decode_mpix_per_s \(images.pngMegapixelsPerSecond)")
        print("libjpeg_turbo_decode_mpix_per_s \(images.libjpegTurbo.cell)")
        print("libpng_decode_mpix_per_s \(images.libpng.cell)")
        print("fit_ms \(images.fitMilliseconds)")
        print("fit_peak_mb \(images.fitPeakMegabytes)")
        print("thumbnail_ms \(images.thumbnail.milliseconds)")
        exit(0)
    }
    guard workload == "render" else {
        FileHandle.standardError.write(
            Data(
                ("openmarket-bench: --only takes one workload: render, images, web-load, scale, hostile-thumbnails, "
                    + "hostile-clients, data-file, replay, store or explore (got \"\(workload)\")\n").utf8
            ))
        exit(2)
    }
    let render = RenderBenchmarks.run(warmUp: 1, samples: 5)
    print("render_us_per_frame \(render.listMicrosecondsPerFrame)")
    print("grid_render_us_per_frame \(render.gridMicrosecondsPerFrame)")
    exit(0)
}

let loop = LoopBenchmarks.run(warmUp: 5, samples: 101)
let floor = FloorBenchmarks.run(warmUp: 5, samples: 101)
let append = AppendBenchmarks.run(warmUp: 3, samples: 31)
let render = RenderBenchmarks.run(warmUp: 3, samples: 31)
let decodeRatio = DecodeBenchmarks.run(warmUp: 3, samples: 31)
let cachePeak = CacheBenchmarks.run()
let images = ImageBenchmarks.run(warmUp: 3, samples: 31)
let web = WebRenderBenchmarks.run(warmUp: 3, samples: 31)
let webLoad = await WebLoadBenchmark.run()

let report = Report(
    directNanosecondsPerEvent: loop.directNanosecondsPerEvent,
    loopNanosecondsPerEvent: loop.loopNanosecondsPerEvent,
    loopOverheadNanoseconds: loop.loopOverheadNanoseconds,
    loopScalingRatio: loop.loopScalingRatio,
    floor: floor,
    appendPageNanoseconds: append.nanosecondsPerPage,
    appendScalingRatio: append.scalingRatio,
    renderMicrosecondsPerFrame: render.listMicrosecondsPerFrame,
    renderScalingRatio: render.scalingRatio,
    gridRenderMicrosecondsPerFrame: render.gridMicrosecondsPerFrame,
    picturesRenderMicrosecondsPerFrame: render.picturesListMicrosecondsPerFrame,
    picturesGridRenderMicrosecondsPerFrame: render.picturesGridMicrosecondsPerFrame,
    ansiDiffBytesOneLine: render.ansiDiffBytesOneLine,
    decodeRatio: decodeRatio,
    thumbnailCachePeakBytes: cachePeak,
    jpegDecodeMegapixelsPerSecond: images.jpegMegapixelsPerSecond,
    pngDecodeMegapixelsPerSecond: images.pngMegapixelsPerSecond,
    libjpegTurbo: images.libjpegTurbo,
    libpng: images.libpng,
    fitMilliseconds: images.fitMilliseconds,
    fitPeakMegabytes: images.fitPeakMegabytes,
    thumbnail: images.thumbnail,
    peakRSSMegabytes: max(images.peakBeforeFitMegabytes, Report.peakRSSMegabytes()),
    web: web, webLoad: webLoad)

print(asJSON ? report.json : report.table)
