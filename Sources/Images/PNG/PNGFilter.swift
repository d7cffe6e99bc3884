/// Reverses the five PNG scanline filters in place.
enum PNGFilter {
    static func unfilter(
        _ line: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>?, count: Int, stride: Int,
        type: UInt8
    ) throws(ImageError) {
        switch type {
        case 0: break
        case 1:
            var index = stride
            while index < count {
                line[index] &+= line[index - stride]
                index += 1
            }
        case 2:
            guard let previous else { return }
            for index in 0..<count { line[index] &+= previous[index] }
        case 3:
            if let previous {
                for index in 0..<min(stride, count) { line[index] &+= previous[index] >> 1 }
                var index = stride
                while index < count {
                    line[index] &+= UInt8((Int(line[index - stride]) + Int(previous[index])) >> 1)
                    index += 1
                }
            } else {
                var index = stride
                while index < count {
                    line[index] &+= line[index - stride] >> 1
                    index += 1
                }
            }
        case 4:
            if let previous {
                for index in 0..<min(stride, count) { line[index] &+= previous[index] }
                var index = stride
                while index < count {
                    line[index] &+= paeth(
                        Int(line[index - stride]), Int(previous[index]), Int(previous[index - stride]))
                    index += 1
                }
            } else {
                var index = stride
                while index < count {
                    line[index] &+= line[index - stride]
                    index += 1
                }
            }
        default:
            throw .corrupt("filter type \(type)")
        }
    }

    @inline(__always)
    private static func paeth(_ left: Int, _ above: Int, _ upperLeft: Int) -> UInt8 {
        let estimate = left + above - upperLeft
        let toLeft = abs(estimate - left)
        let toAbove = abs(estimate - above)
        let toUpperLeft = abs(estimate - upperLeft)
        if toLeft <= toAbove && toLeft <= toUpperLeft { return UInt8(left) }
        return toAbove <= toUpperLeft ? UInt8(above) : UInt8(upperLeft)
    }
}
