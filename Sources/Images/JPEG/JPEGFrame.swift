/// One colour component of a frame: its sampling, its quantization table, its size in samples and
/// blocks (padded to whole MCUs), and its decoded samples (at the frame's block side).
struct JPEGComponent {
    var id: UInt8
    var horizontal: Int
    var vertical: Int
    var quantizationTable: Int
    /// Samples across and down, before padding (A.1.1).
    var width = 0
    var height = 0
    /// Samples across and down as decoded, at the frame's block side.
    var outputWidth = 0
    var outputHeight = 0
    var blocksPerLine = 0
    var blocksPerColumn = 0
    /// Samples a side each block decodes to: the frame's `blockSide`, or, in a reduced decode, as many
    /// times more as the component is subsampled (up to 8), so that subsampled chroma comes out of its
    /// IDCT at the picture's resolution rather than being upsampled from a lower one (as libjpeg does).
    var blockSide = 8
    /// `blocksPerLine * blockSide` by `blocksPerColumn * blockSide` samples, written by the scans
    /// (baseline) or by the IDCT after the last scan (progressive) before anything reads them; those of
    /// a component no scan codes are zeroed once the scans are done.
    var plane: ScratchBuffer<UInt8>?
    /// Progressive frames: for each block, row by row, the coefficients the IDCT reads (the low
    /// `blockSide` × `blockSide` of them, natural order, `blockSide` a row) and one slot that takes
    /// those it does not read.
    var coefficients: ScratchBuffer<Int16>?
    /// Progressive frames: for each block, which coefficients are not zero, bit k for zig-zag index k
    /// (a refinement scan reads a bit for each, kept or not).
    var nonZero: ScratchBuffer<UInt64>?

    var planeStride: Int { blocksPerLine * blockSide }
    /// Stored coefficients a block in a progressive frame: the IDCT's and the discarded slot.
    var coefficientsPerBlock: Int { blockSide * blockSide + 1 }
}

/// A frame header (SOF): size, components and the MCU grid, and the size it decodes to.
struct JPEGFrame {
    var width: Int
    var height: Int
    /// Samples a side each 8×8 block decodes to: 8, or 4, 2, 1 for a reduced decode (`JPEGScale`).
    var blockSide: Int
    /// The decoded picture's size: the frame's at `blockSide`.
    var outputWidth: Int
    var outputHeight: Int
    var progressive: Bool
    var components: [JPEGComponent]
    var maxHorizontal: Int
    var maxVertical: Int
    var mcusAcross: Int
    var mcusDown: Int

    /// The frame of `body`, decoded at the smallest block side whose picture is still at least
    /// `needed` (full size when nil); `limits` apply to the decoded size.
    init(
        _ body: UnsafeBufferPointer<UInt8>, progressive: Bool, atLeast needed: (width: Int, height: Int)?,
        limits: Limits
    ) throws(ImageError) {
        guard body.count >= 6 else { throw .corrupt("SOF length") }
        guard body[0] == 8 else { throw .unsupported("\(body[0])-bit samples") }
        height = Int(body[1]) << 8 | Int(body[2])
        width = Int(body[3]) << 8 | Int(body[4])
        guard height > 0 else { throw .unsupported("height defined by DNL") }
        blockSide = JPEGScale.blockSide(width: width, height: height, atLeast: needed)
        outputWidth = JPEGScale.scaled(width, side: blockSide)
        outputHeight = JPEGScale.scaled(height, side: blockSide)
        try limits.check(width: outputWidth, height: outputHeight)
        let count = Int(body[5])
        guard count == 1 || count == 3 else { throw .unsupported("\(count) components") }
        guard body.count >= 6 + count * 3 else { throw .corrupt("SOF length") }
        self.progressive = progressive
        components = []
        for index in 0..<count {
            let offset = 6 + index * 3
            let sampling = body[offset + 1]
            let component = JPEGComponent(
                id: body[offset], horizontal: Int(sampling >> 4), vertical: Int(sampling & 15),
                quantizationTable: Int(body[offset + 2]))
            guard (1...4).contains(component.horizontal), (1...4).contains(component.vertical),
                component.quantizationTable < 4
            else { throw .corrupt("component sampling") }
            components.append(component)
        }
        maxHorizontal = components.map(\.horizontal).max()!
        maxVertical = components.map(\.vertical).max()!
        for component in components
        where maxHorizontal % component.horizontal != 0 || maxVertical % component.vertical != 0 {
            throw .unsupported("sampling \(component.horizontal)x\(component.vertical)")
        }
        mcusAcross = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
        mcusDown = (height + 8 * maxVertical - 1) / (8 * maxVertical)
        for index in components.indices {
            let component = components[index]
            components[index].width = (width * component.horizontal + maxHorizontal - 1) / maxHorizontal
            components[index].height = (height * component.vertical + maxVertical - 1) / maxVertical
            let side = Self.componentSide(
                blockSide, across: maxHorizontal / component.horizontal,
                down: maxVertical / component.vertical)
            components[index].blockSide = side
            components[index].outputWidth =
                (width * component.horizontal * side + maxHorizontal * 8 - 1) / (maxHorizontal * 8)
            components[index].outputHeight =
                (height * component.vertical * side + maxVertical * 8 - 1) / (maxVertical * 8)
            components[index].blocksPerLine = mcusAcross * component.horizontal
            components[index].blocksPerColumn = mcusDown * component.vertical
        }
    }

    /// The block side of a component subsampled `across` × `down` in a frame decoded at `side`:
    /// doubled while both ratios still have a factor of two left and the side stays within 8.
    private static func componentSide(_ side: Int, across: Int, down: Int) -> Int {
        var factor = 1
        while across % (factor * 2) == 0 && down % (factor * 2) == 0 && side * factor * 2 <= 8 { factor *= 2 }
        return side * factor
    }

    /// Allocates every component's samples (and coefficients when progressive) at the block side,
    /// within `limits`: a reduced decode takes only memory of the reduced size.
    mutating func allocate(limits: Limits) throws(ImageError) {
        var used = try limits.reserve(outputWidth * outputHeight * 4, after: 0)
        for component in components {
            let blocks = component.blocksPerLine * component.blocksPerColumn
            used = try limits.reserve(blocks * component.blockSide * component.blockSide, after: used)
            if progressive {
                used = try limits.reserve(blocks * (component.coefficientsPerBlock * 2 + 8), after: used)
            }
        }
        for index in components.indices {
            let component = components[index]
            let blocks = component.blocksPerLine * component.blocksPerColumn
            components[index].plane = ScratchBuffer(
                uninitialized: blocks * component.blockSide * component.blockSide)
            if progressive {
                components[index].coefficients = ScratchBuffer(
                    count: blocks * component.coefficientsPerBlock, repeating: 0)
                components[index].nonZero = ScratchBuffer(count: blocks, repeating: 0)
            }
        }
    }
}
