/// Reads the orientation tag (0x0112) of an APP1 EXIF segment: 1...8, or nil when absent or broken.
enum EXIFOrientation {
    static func read(_ body: UnsafeBufferPointer<UInt8>) -> Int? {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        guard body.count >= 14, body.prefix(6).elementsEqual(exif) else { return nil }
        let tiff = UnsafeBufferPointer(rebasing: body[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read16(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= tiff.count else { return nil }
            return littleEndian
                ? Int(tiff[offset]) | Int(tiff[offset + 1]) << 8
                : Int(tiff[offset]) << 8 | Int(tiff[offset + 1])
        }
        func read32(_ offset: Int) -> Int? {
            guard let low = read16(littleEndian ? offset : offset + 2),
                let high = read16(littleEndian ? offset + 2 : offset)
            else { return nil }
            return high << 16 | low
        }
        guard read16(2) == 42, let ifd = read32(4), let entries = read16(ifd) else { return nil }
        for entry in 0..<entries {
            let offset = ifd + 2 + entry * 12
            guard let tag = read16(offset) else { return nil }
            if tag == 0x0112 {
                guard read16(offset + 2) == 3, let value = read16(offset + 8), (1...8).contains(value) else {
                    return nil
                }
                return value
            }
        }
        return nil
    }
}
