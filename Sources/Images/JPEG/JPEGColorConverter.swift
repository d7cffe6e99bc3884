/// Turns decoded component planes into RGBA rows: libjpeg's fancy (triangle) upsampling for
/// 2×1, 1×2 and 2×2 chroma, replication for other ratios, and its fixed-point YCbCr → RGB.
enum JPEGColorConverter {
    /// libjpeg's `ycc_rgb_convert` factors in 16-bit fixed point: red from Cr, blue from Cb,
    /// green from both.
    private static func fixed(_ value: Double) -> Int32 { Int32(value * 65_536 + 0.5) }

    /// The frame's picture at its decoded size (`outputWidth` × `outputHeight`).
    static func rgba(_ frame: JPEGFrame) -> Image {
        let width = frame.outputWidth
        var pixels = [UInt8](repeating: 0, count: width * frame.outputHeight * 4)
        let rowLength = frame.components.map { $0.planeStride * across(frame, $0) }.max()! + 16
        let rows = ScratchBuffer<UInt8>(count: rowLength * 3, repeating: 0)
        let redFromCr = fixed(1.40200)
        let blueFromCb = fixed(1.77200)
        let greenFromCr = -fixed(0.71414)
        let greenFromCb = -fixed(0.34414)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<frame.outputHeight {
                let rgba = pixels.baseAddress! + y * width * 4
                if frame.components.count == 1 {
                    let grey = Self.row(of: frame, 0, y: y, scratch: rows.pointer)
                    for x in 0..<width {
                        let pixel = rgba + x * 4
                        pixel[0] = grey[x]
                        pixel[1] = grey[x]
                        pixel[2] = grey[x]
                        pixel[3] = 255
                    }
                    continue
                }
                let luma = Self.row(of: frame, 0, y: y, scratch: rows.pointer)
                let blue = Self.row(of: frame, 1, y: y, scratch: rows.pointer + rowLength)
                let red = Self.row(of: frame, 2, y: y, scratch: rows.pointer + rowLength * 2)
                for x in 0..<width {
                    let l = Int32(luma[x])
                    let cb = Int32(blue[x]) &- 128
                    let cr = Int32(red[x]) &- 128
                    let r = l &+ ((cr &* redFromCr &+ 32_768) &>> 16)
                    let g = l &+ ((cb &* greenFromCb &+ cr &* greenFromCr &+ 32_768) &>> 16)
                    let b = l &+ ((cb &* blueFromCb &+ 32_768) &>> 16)
                    let pixel = rgba + x * 4
                    pixel[0] = UInt8(truncatingIfNeeded: min(max(r, 0), 255))
                    pixel[1] = UInt8(truncatingIfNeeded: min(max(g, 0), 255))
                    pixel[2] = UInt8(truncatingIfNeeded: min(max(b, 0), 255))
                    pixel[3] = 255
                }
            }
        }
        return Image(width: width, height: frame.outputHeight, pixels: pixels)
    }

    /// Row `y` of component `index` at full resolution: the plane's own row, or one upsampled into
    /// `scratch`.
    private static func row(of frame: JPEGFrame, _ index: Int, y: Int, scratch: UnsafeMutablePointer<UInt8>)
        -> UnsafePointer<UInt8>
    {
        let component = frame.components[index]
        let across = across(frame, component)
        let down = frame.maxVertical * frame.blockSide / (component.vertical * component.blockSide)
        let plane = component.plane!.pointer
        let stride = component.planeStride
        let width = component.outputWidth
        if across == 1 && down == 1 { return UnsafePointer(plane + y * stride) }
        let current = plane + (y / down) * stride
        switch (across, down) {
        case (2, 1):
            upsampleHorizontally(current, width: width, into: scratch)
        case (_, 2) where across <= 2:
            let sourceRow = y / 2
            let neighbourRow =
                y & 1 == 0 ? max(sourceRow - 1, 0) : min(sourceRow + 1, component.outputHeight - 1)
            let neighbour = plane + neighbourRow * stride
            if across == 1 {
                let bias: Int32 = y & 1 == 0 ? 1 : 2
                for x in 0..<width {
                    scratch[x] = UInt8(
                        truncatingIfNeeded: (Int32(current[x]) * 3 + Int32(neighbour[x]) + bias) >> 2)
                }
            } else {
                upsampleBoth(current, neighbour, width: width, into: scratch)
            }
        default:
            for x in 0..<width * across { scratch[x] = current[x / across] }
        }
        return UnsafePointer(scratch)
    }

    /// How many output pixels across one sample of `component` spans.
    private static func across(_ frame: JPEGFrame, _ component: JPEGComponent) -> Int {
        frame.maxHorizontal * frame.blockSide / (component.horizontal * component.blockSide)
    }

    /// libjpeg's `h2v1_fancy_upsample`.
    private static func upsampleHorizontally(
        _ input: UnsafeMutablePointer<UInt8>, width: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        guard width > 1 else {
            output[0] = input[0]
            output[1] = input[0]
            return
        }
        output[0] = input[0]
        output[1] = UInt8(truncatingIfNeeded: (Int32(input[0]) * 3 + Int32(input[1]) + 2) >> 2)
        for x in 1..<(width - 1) {
            let value = Int32(input[x]) * 3
            output[x * 2] = UInt8(truncatingIfNeeded: (value + Int32(input[x - 1]) + 1) >> 2)
            output[x * 2 + 1] = UInt8(truncatingIfNeeded: (value + Int32(input[x + 1]) + 2) >> 2)
        }
        let last = width - 1
        output[last * 2] = UInt8(
            truncatingIfNeeded: (Int32(input[last]) * 3 + Int32(input[last - 1]) + 1) >> 2)
        output[last * 2 + 1] = input[last]
    }

    /// libjpeg's `h2v2_fancy_upsample` for one output row: `near` is the nearer source row,
    /// `far` the one above (for an even row) or below.
    private static func upsampleBoth(
        _ near: UnsafeMutablePointer<UInt8>, _ far: UnsafeMutablePointer<UInt8>, width: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        guard width > 1 else {
            let sum = Int32(near[0]) * 3 + Int32(far[0])
            output[0] = UInt8(truncatingIfNeeded: (sum * 4 + 8) >> 4)
            output[1] = UInt8(truncatingIfNeeded: (sum * 4 + 7) >> 4)
            return
        }
        var last = Int32(near[0]) * 3 + Int32(far[0])
        var this = last
        var next = Int32(near[1]) * 3 + Int32(far[1])
        output[0] = UInt8(truncatingIfNeeded: (this * 4 + 8) >> 4)
        output[1] = UInt8(truncatingIfNeeded: (this * 3 + next + 7) >> 4)
        for x in 1..<(width - 1) {
            last = this
            this = next
            next = Int32(near[x + 1]) * 3 + Int32(far[x + 1])
            output[x * 2] = UInt8(truncatingIfNeeded: (this * 3 + last + 8) >> 4)
            output[x * 2 + 1] = UInt8(truncatingIfNeeded: (this * 3 + next + 7) >> 4)
        }
        last = this
        this = next
        let end = width - 1
        output[end * 2] = UInt8(truncatingIfNeeded: (this * 3 + last + 8) >> 4)
        output[end * 2 + 1] = UInt8(truncatingIfNeeded: (this * 4 + 7) >> 4)
    }
}
