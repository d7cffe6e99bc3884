/// Builds frames as a client sends them (masked), for the tests. `first` is the whole first byte
/// (FIN, reserved bits and opcode), so tests can also build frames a client must not send.
enum ClientFrame {
    /// The RFC 6455 section 5.7 examples' key.
    static let rfcKey: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]

    /// How the payload length is written: in the fewest bytes, or always in 16 or 64 bits.
    enum LengthForm {
        case minimal
        case sixteenBits
        case sixtyFourBits
    }

    static func make(
        _ first: UInt8, _ payload: [UInt8], key: [UInt8]? = rfcKey, length: LengthForm = .minimal
    ) -> [UInt8] {
        let maskBit: UInt8 = key == nil ? 0 : 0x80
        var bytes = [first]
        switch length {
        case .minimal where payload.count <= 125:
            bytes.append(maskBit | UInt8(payload.count))
        case .minimal where payload.count <= 0xFFFF, .sixteenBits:
            bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        case .minimal, .sixtyFourBits:
            bytes.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8((UInt64(payload.count) >> UInt64(shift)) & 0xFF))
            }
        }
        guard let key else { return bytes + payload }
        bytes += key
        let start = bytes.count
        bytes += payload
        bytes.withUnsafeMutableBufferPointer { buffer in
            for index in 0..<payload.count {
                buffer[start + index] ^= key[index % 4]
            }
        }
        return bytes
    }

    static func text(_ text: String, fin: Bool = true) -> [UInt8] {
        make((fin ? 0x80 : 0) | 0x1, Array(text.utf8))
    }

    static func binary(_ payload: [UInt8], fin: Bool = true) -> [UInt8] {
        make((fin ? 0x80 : 0) | 0x2, payload)
    }

    static func continuation(_ payload: [UInt8], fin: Bool = true) -> [UInt8] {
        make((fin ? 0x80 : 0) | 0x0, payload)
    }

    static func ping(_ payload: [UInt8]) -> [UInt8] {
        make(0x89, payload)
    }

    static func close(_ payload: [UInt8]) -> [UInt8] {
        make(0x88, payload)
    }
}
