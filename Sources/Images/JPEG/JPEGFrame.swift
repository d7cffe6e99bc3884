/// One colour component of a frame: its sampling, its quantization table, its size in samples and
/// blocks (padded to whole MCUs), and its decoded samples.
struct JPEGComponent {
    var id: UInt8
    var horizontal: Int
    var vertical: Int
    var quantizationTable: Int
    /// Samples across and down, before padding (A.1.1).
    var width = 0
    var height = 0
    var blocksPerLine = 0
    var blocksPerColumn = 0
    /// `blocksPerLine * 8` by `blocksPerColumn * 8` samples, written by the scans (baseline) or by the
    /// IDCT after the last scan (progressive) before anything reads them.
    var plane: ScratchBuffer<UInt8>?
    /// Progressive frames: 64 coefficients a block in natural order, blocks row by row.
    var coefficients: ScratchBuffer<Int16>?

    var planeStride: Int { blocksPerLine * 8 }
}

/// A frame header (SOF): size, components and the MCU grid.
struct JPEGFrame {
    var width: Int
    var height: Int
    var progressive: Bool
    var components: [JPEGComponent]
    var maxHorizontal: Int
    var maxVertical: Int
    var mcusAcross: Int
    var mcusDown: Int

    init(_ body: UnsafeBufferPointer<UInt8>, progressive: Bool, limits: Limits) throws(ImageError) {
        guard body.count >= 6 else { throw .corrupt("SOF length") }
        guard body[0] == 8 else { throw .unsupported("\(body[0])-bit samples") }
        height = Int(body[1]) << 8 | Int(body[2])
        width = Int(body[3]) << 8 | Int(body[4])
        guard height > 0 else { throw .unsupported("height defined by DNL") }
        try limits.check(width: width, height: height)
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
            components[index].blocksPerLine = mcusAcross * component.horizontal
            components[index].blocksPerColumn = mcusDown * component.vertical
        }
    }

    /// Allocates every component's samples (and coefficients when progressive) within `limits`.
    mutating func allocate(limits: Limits) throws(ImageError) {
        var used = try limits.reserve(width * height * 4, after: 0)
        for component in components {
            let blocks = component.blocksPerLine * component.blocksPerColumn
            used = try limits.reserve(blocks * 64, after: used)
            if progressive { used = try limits.reserve(blocks * 128, after: used) }
        }
        for index in components.indices {
            let blocks = components[index].blocksPerLine * components[index].blocksPerColumn
            components[index].plane = ScratchBuffer(uninitialized: blocks * 64)
            if progressive { components[index].coefficients = ScratchBuffer(zeroed: blocks * 64) }
        }
    }
}
