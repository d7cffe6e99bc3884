/// openmarket-bench: measures the loop, the renderer, the decoder, the thumbnail cache and the image
/// codecs in one process, with warm-up and repeated samples, and prints the medians as a table, or
/// with `--json` as one JSON object.

let arguments = CommandLine.arguments.dropFirst()
let asJSON = arguments.contains("--json")

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
    ansiDiffBytesOneLine: render.ansiDiffBytesOneLine,
    decodeRatio: decodeRatio,
    thumbnailCachePeakBytes: cachePeak,
    jpegDecodeMegapixelsPerSecond: images.jpegMegapixelsPerSecond,
    pngDecodeMegapixelsPerSecond: images.pngMegapixelsPerSecond,
    fitMilliseconds: images.fitMilliseconds,
    fitPeakMegabytes: images.fitPeakMegabytes,
    peakRSSMegabytes: max(images.peakBeforeFitMegabytes, Report.peakRSSMegabytes()),
    web: web, webLoad: webLoad)

print(asJSON ? report.json : report.table)
