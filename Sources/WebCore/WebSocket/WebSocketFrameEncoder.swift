/// Writes the server's frames (RFC 6455 section 5.2): FIN set unless asked otherwise, no reserved
/// bits, never masked (only a client masks), and the payload length in the fewest bytes: 7 bits up to
/// 125, 16 bits up to 65535, 64 bits beyond.
public enum WebSocketFrameEncoder {
    /// One frame of `opcode` carrying `payload`; `fin` false for all but the last frame of a
    /// fragmented message (whose later frames are `.continuation`).
    public static func frame(_ opcode: WebSocketOpcode, payload: some Collection<UInt8>, fin: Bool = true)
        -> [UInt8]
    {
        precondition(
            !opcode.isControl || (fin && payload.count <= 125),
            "a control frame is final and carries at most 125 bytes")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10 + payload.count)
        bytes.append((fin ? 0x80 : 0) | opcode.rawValue)
        let length = payload.count
        if length <= 125 {
            bytes.append(UInt8(length))
        } else if length <= 0xFFFF {
            bytes.append(126)
            bytes.append(UInt8(truncatingIfNeeded: length >> 8))
            bytes.append(UInt8(truncatingIfNeeded: length))
        } else {
            bytes.append(127)
            for shift in stride(from: 56, through: 0, by: -8) {
                bytes.append(UInt8(truncatingIfNeeded: UInt64(length) >> UInt64(shift)))
            }
        }
        bytes.append(contentsOf: payload)
        return bytes
    }

    /// `frame` as a client sends it (section 5.3): the mask bit set, the 4-byte `key` after the length,
    /// and the payload XORed with it. For clients in tests and tools; the server never masks.
    public static func masking(_ frame: [UInt8], with key: [UInt8]) -> [UInt8] {
        precondition(key.count == 4 && frame.count >= 2, "a 4-byte key and a whole frame")
        let headerLength =
            switch frame[1] & 0x7F {
            case 126: 4
            case 127: 10
            default: 2
            }
        var masked = Array(frame[..<headerLength])
        masked[1] |= 0x80
        masked += key
        for (index, byte) in frame[headerLength...].enumerated() { masked.append(byte ^ key[index % 4]) }
        return masked
    }

    /// A text message in one frame.
    public static func text(_ text: String) -> [UInt8] {
        frame(.text, payload: Array(text.utf8))
    }

    /// A binary message in one frame.
    public static func binary(_ bytes: some Collection<UInt8>) -> [UInt8] {
        frame(.binary, payload: bytes)
    }

    /// A ping; `payload` is at most 125 bytes.
    public static func ping(_ payload: [UInt8] = []) -> [UInt8] {
        frame(.ping, payload: payload)
    }

    /// A pong; `payload` is at most 125 bytes (a ping's payload is, so an echo always fits).
    public static func pong(_ payload: [UInt8] = []) -> [UInt8] {
        frame(.pong, payload: payload)
    }

    /// A close frame: empty when `code` is nil, else the code (which must be valid on the wire) and
    /// `reason`, cut at a character boundary to the 123 bytes a control frame leaves for it.
    public static func close(_ code: WebSocketCloseCode?, reason: String = "") -> [UInt8] {
        guard let code else { return frame(.close, payload: []) }
        precondition(code.isValidOnTheWire, "close code \(code) may not be sent")
        var payload = [UInt8(code.rawValue >> 8), UInt8(truncatingIfNeeded: code.rawValue)]
        var reasonBytes = 0
        for character in reason.unicodeScalars {
            let size = String(character).utf8.count
            guard reasonBytes + size <= 123 else { break }
            reasonBytes += size
        }
        payload += reason.utf8.prefix(reasonBytes)
        return frame(.close, payload: payload)
    }

    /// `message` in one frame.
    public static func encode(_ message: WebSocketMessage) -> [UInt8] {
        switch message {
        case .text(let text): Self.text(text)
        case .binary(let bytes): binary(bytes)
        case .ping(let payload): ping(payload)
        case .pong(let payload): pong(payload)
        case .close(let code, let reason): close(code, reason: reason)
        }
    }
}
