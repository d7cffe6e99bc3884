/// Reads WebSocket frames (RFC 6455 section 5) from bytes as they arrive, in chunks split anywhere,
/// and yields whole messages: data messages with their fragments joined, and control messages.
///
/// It refuses, with the close code to send: an unmasked client frame (or a masked one when reading a
/// server's frames), reserved bits, a reserved opcode, a control frame that is fragmented or longer
/// than 125 bytes, a continuation with no message to continue or a new message inside a fragmented
/// one, a 64-bit length with its top bit set, a close payload of one byte or with a code not valid on
/// the wire (all 1002); text or a close reason that is not UTF-8, checked as it arrives so a bad byte
/// is refused at once, even in an unfinished fragment (1007); and a message longer than
/// `maxMessageBytes`, refused as soon as a frame's length says so, before its payload is read (1009).
///
/// A length written in more bytes than it needs is read: RFC 6455 asks senders for the fewest and
/// does not ask receivers to refuse more.
///
/// A failure is reported once, after the messages read before it, and nothing is parsed after it;
/// nor after a close message, since a peer sends nothing after its close. Memory is bounded by
/// `maxMessageBytes` plus 125 bytes of control payload and 14 of frame header.
public struct WebSocketParser: Sendable {
    /// 1 MiB.
    public static let defaultMaxMessageBytes = 1 << 20

    /// What one `feed` read: the messages it completed, in order, then the failure if one was met.
    public struct Output: Equatable, Sendable {
        public var messages: [WebSocketMessage] = []
        public var failure: WebSocketProtocolError?

        public init(messages: [WebSocketMessage] = [], failure: WebSocketProtocolError? = nil) {
            self.messages = messages
            self.failure = failure
        }
    }

    /// A frame whose header was read and whose payload is being read.
    private struct Frame {
        var fin: Bool
        var opcode: WebSocketOpcode
        /// The four-byte masking key, nil for an unmasked frame.
        var mask: [UInt8]?
        var remaining: UInt64
        /// Payload bytes read so far, for the mask's position.
        var offset = 0
    }

    /// The largest data message taken, in payload bytes after its fragments are joined.
    public let maxMessageBytes: Int
    /// True to read a client's frames (every frame masked); false for a server's (none masked).
    public let expectsMaskedFrames: Bool
    /// The failure reported, if any; nothing is parsed after it.
    public private(set) var failure: WebSocketProtocolError?
    /// Whether a close message was read; nothing is parsed after it.
    public private(set) var receivedClose = false

    private var header: [UInt8] = []
    private var frame: Frame?
    /// The opcode (text or binary) of the data message being read, from its first frame to its last.
    private var messageOpcode: WebSocketOpcode?
    private var message: [UInt8] = []
    private var validator = UTF8Validator()
    private var control: [UInt8] = []

    public init(maxMessageBytes: Int = defaultMaxMessageBytes, expectsMaskedFrames: Bool = true) {
        precondition(maxMessageBytes >= 0, "a message limit is not negative")
        self.maxMessageBytes = maxMessageBytes
        self.expectsMaskedFrames = expectsMaskedFrames
        header.reserveCapacity(14)
    }

    /// Reads `bytes`, the next ones the peer sent, and returns what they completed.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> Output {
        var output = Output()
        guard failure == nil, !receivedClose else { return output }
        let wasContiguous: Void? = bytes.withContiguousStorageIfAvailable { read($0, into: &output) }
        if wasContiguous == nil {
            Array(bytes).withUnsafeBufferPointer { read($0, into: &output) }
        }
        return output
    }

    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout Output) {
        var index = 0
        while index < bytes.count, failure == nil, !receivedClose {
            if let frame {
                let count = Int(min(frame.remaining, UInt64(bytes.count - index)))
                readPayload(UnsafeBufferPointer(rebasing: bytes[index..<index + count]), into: &output)
                index += count
            } else {
                header.append(bytes[index])
                index += 1
                readHeader(into: &output)
            }
        }
    }

    /// Checks the header as far as it came, as early as each check can be made: the first two bytes
    /// (bits, opcode, mask, a control frame's length), then the whole length (its top bit, the
    /// message limit) before the mask key; once the header is whole, starts its frame.
    private mutating func readHeader(into output: inout Output) {
        guard header.count >= 2 else { return }
        let masked = header[1] & 0x80 != 0
        let shortLength = header[1] & 0x7F
        let lengthBytes = shortLength == 127 ? 8 : shortLength == 126 ? 2 : 0
        if header.count == 2, let error = check(first: header[0], masked: masked, shortLength: shortLength) {
            return fail(error, into: &output)
        }
        guard header.count >= 2 + lengthBytes else { return }
        // Checked above: the opcode is known.
        let opcode = WebSocketOpcode(rawValue: header[0] & 0x0F)!
        let length =
            lengthBytes == 0
            ? UInt64(shortLength) : header[2..<2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
        if header.count == 2 + lengthBytes {
            if length >> 63 != 0 {
                return fail(
                    WebSocketProtocolError(.protocolError, "64-bit length with its top bit set"),
                    into: &output)
            }
            // `message` holds the fragments so far of the message this frame continues, else nothing.
            if !opcode.isControl, length > UInt64(maxMessageBytes - message.count) {
                return fail(
                    WebSocketProtocolError(.messageTooBig, "message longer than \(maxMessageBytes) bytes"),
                    into: &output)
            }
        }
        guard header.count == 2 + lengthBytes + (masked ? 4 : 0) else { return }
        let mask = masked ? Array(header.suffix(4)) : nil
        let started = Frame(fin: header[0] & 0x80 != 0, opcode: opcode, mask: mask, remaining: length)
        frame = started
        header.removeAll(keepingCapacity: true)
        if opcode.isControl {
            control.removeAll(keepingCapacity: true)
        } else if opcode != .continuation {
            messageOpcode = opcode
            message.removeAll(keepingCapacity: true)
            validator = UTF8Validator()
        }
        if length == 0 { finishFrame(started, into: &output) }
    }

    /// The checks the first two bytes allow.
    private func check(first: UInt8, masked: Bool, shortLength: UInt8) -> WebSocketProtocolError? {
        guard first & 0x70 == 0 else {
            return WebSocketProtocolError(.protocolError, "reserved bits set with no extension agreed")
        }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else {
            return WebSocketProtocolError(.protocolError, "reserved opcode \(first & 0x0F)")
        }
        if opcode.isControl {
            guard first & 0x80 != 0 else {
                return WebSocketProtocolError(.protocolError, "fragmented control frame")
            }
            guard shortLength <= 125 else {
                return WebSocketProtocolError(.protocolError, "control frame longer than 125 bytes")
            }
        }
        guard masked == expectsMaskedFrames else {
            return WebSocketProtocolError(
                .protocolError, expectsMaskedFrames ? "unmasked client frame" : "masked server frame")
        }
        if opcode == .continuation, messageOpcode == nil {
            return WebSocketProtocolError(.protocolError, "continuation frame with no message to continue")
        }
        if opcode == .text || opcode == .binary, messageOpcode != nil {
            return WebSocketProtocolError(.protocolError, "new message inside a fragmented message")
        }
        return nil
    }

    /// Unmasks `bytes` of the current frame's payload onto the message (or control payload), checks
    /// text as it comes, and finishes the frame at its last byte.
    private mutating func readPayload(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout Output) {
        guard var current = frame else { return }
        let isControl = current.opcode.isControl
        let start = isControl ? control.count : message.count
        if isControl {
            control.append(contentsOf: bytes)
        } else {
            message.append(contentsOf: bytes)
        }
        if let mask = current.mask {
            let offset = current.offset - start
            let unmask = { (buffer: inout UnsafeMutableBufferPointer<UInt8>) in
                for index in start..<buffer.count {
                    buffer[index] ^= mask[(offset + index) & 3]
                }
            }
            if isControl {
                control.withUnsafeMutableBufferPointer(unmask)
            } else {
                message.withUnsafeMutableBufferPointer(unmask)
            }
        }
        current.offset += bytes.count
        current.remaining -= UInt64(bytes.count)
        frame = current
        if !isControl, messageOpcode == .text {
            let valid = message.withUnsafeBufferPointer { buffer in
                validator.take(UnsafeBufferPointer(rebasing: buffer[start...]))
            }
            guard valid else {
                return fail(WebSocketProtocolError(.invalidPayload, "text is not UTF-8"), into: &output)
            }
        }
        if current.remaining == 0 { finishFrame(current, into: &output) }
    }

    private mutating func finishFrame(_ finished: Frame, into output: inout Output) {
        frame = nil
        switch finished.opcode {
        case .ping:
            output.messages.append(.ping(control))
        case .pong:
            output.messages.append(.pong(control))
        case .close:
            switch close(control) {
            case .success(let message):
                output.messages.append(message)
                receivedClose = true
            case .failure(let error):
                fail(error, into: &output)
            }
        case .text, .binary, .continuation:
            guard finished.fin else { return }
            if messageOpcode == .text {
                guard validator.isComplete else {
                    return fail(
                        WebSocketProtocolError(.invalidPayload, "text ends inside a character"), into: &output
                    )
                }
                output.messages.append(.text(String(decoding: message, as: UTF8.self)))
            } else {
                output.messages.append(.binary(message))
            }
            messageOpcode = nil
            message = []
        }
    }

    /// A close payload: empty, or a code valid on the wire and a UTF-8 reason.
    private func close(_ payload: [UInt8]) -> Result<WebSocketMessage, WebSocketProtocolError> {
        guard !payload.isEmpty else { return .success(.close(nil, reason: "")) }
        guard payload.count >= 2 else {
            return .failure(WebSocketProtocolError(.protocolError, "close payload of one byte"))
        }
        let code = WebSocketCloseCode(UInt16(payload[0]) << 8 | UInt16(payload[1]))
        guard code.isValidOnTheWire else {
            return .failure(
                WebSocketProtocolError(.protocolError, "close code \(code) is not valid on the wire"))
        }
        let reason = payload[2...]
        guard UTF8Validator.isValid(reason) else {
            return .failure(WebSocketProtocolError(.invalidPayload, "close reason is not UTF-8"))
        }
        return .success(.close(code, reason: String(decoding: reason, as: UTF8.self)))
    }

    private mutating func fail(_ error: WebSocketProtocolError, into output: inout Output) {
        failure = error
        output.failure = error
        frame = nil
        header = []
        message = []
        control = []
    }
}
