/// A frame's opcode (RFC 6455 section 5.2): the four bits that say what its payload is. Values not
/// listed here are reserved, and a frame carrying one fails the connection.
public enum WebSocketOpcode: UInt8, Sendable {
    case continuation = 0x0
    case text = 0x1
    case binary = 0x2
    case close = 0x8
    case ping = 0x9
    case pong = 0xA

    /// Close, ping and pong: at most 125 bytes of payload, never fragmented, and allowed between the
    /// fragments of a message.
    public var isControl: Bool { rawValue & 0x8 != 0 }
}
