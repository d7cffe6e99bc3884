/// The IHDR fields of a PNG and the layout they imply.
struct PNGHeader {
    enum ColorType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        func allows(depth: Int) -> Bool {
            switch self {
            case .grey: [1, 2, 4, 8, 16].contains(depth)
            case .palette: [1, 2, 4, 8].contains(depth)
            case .rgb, .greyAlpha, .rgba: depth == 8 || depth == 16
            }
        }
    }

    var width: Int
    var height: Int
    var depth: Int
    var colorType: ColorType
    var interlaced: Bool

    init(_ body: UnsafeBufferPointer<UInt8>) throws(ImageError) {
        guard body.count == 13 else { throw .corrupt("IHDR length") }
        width = Int(PNGDecoder.bigEndian32(body, 0))
        height = Int(PNGDecoder.bigEndian32(body, 4))
        depth = Int(body[8])
        guard let colorType = ColorType(rawValue: body[9]), colorType.allows(depth: depth) else {
            throw .corrupt("colour type \(body[9]) with bit depth \(body[8])")
        }
        self.colorType = colorType
        guard body[10] == 0, body[11] == 0, body[12] <= 1 else { throw .corrupt("IHDR method") }
        interlaced = body[12] == 1
        guard width <= Int(Int32.max), height <= Int(Int32.max) else { throw .corrupt("IHDR size") }
    }

    var bitsPerPixel: Int { colorType.channels * depth }
    /// The distance to the corresponding byte of the previous pixel, for the filters.
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    func rowBytes(_ pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }

    /// The seven Adam7 passes, or one pass for the whole image: origin, step and size in pixels.
    var passes: [PNGPass] {
        guard interlaced else { return [PNGPass(x: 0, y: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
        ]
        return adam7.compactMap { x, y, dx, dy in
            let pass = PNGPass(
                x: x, y: y, dx: dx, dy: dy, width: (width - x + dx - 1) / dx,
                height: (height - y + dy - 1) / dy)
            return pass.width > 0 && pass.height > 0 ? pass : nil
        }
    }

    /// Bytes of filtered scanlines the image data must inflate to.
    var rawBytes: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes($1.width)) } }
}

/// One pass of a PNG's pixels: the full image, or one of Adam7's seven sub-images.
struct PNGPass {
    var x: Int
    var y: Int
    var dx: Int
    var dy: Int
    var width: Int
    var height: Int
}
