/// SHA-1 (FIPS 180-4), for the one place the WebSocket handshake needs it: `Sec-WebSocket-Accept`.
/// It is not used, and must not be used, for anything that needs collision resistance.
package struct SHA1 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    /// Bytes not yet hashed: always fewer than one 64-byte block.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    /// The 20-byte digest of `bytes`.
    package static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var sha = SHA1()
        sha.update(bytes)
        return sha.finalize()
    }

    /// Adds `bytes` to the message.
    package mutating func update(_ bytes: some Collection<UInt8>) {
        length &+= UInt64(bytes.count)
        pending.append(contentsOf: bytes)
        guard pending.count >= 64 else { return }
        let whole = pending.count / 64 * 64
        pending.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < whole {
                compress(UnsafeBufferPointer(rebasing: buffer[start..<start + 64]))
                start += 64
            }
        }
        pending.removeFirst(whole)
    }

    /// Pads the message and returns its digest, big-endian.
    package mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bits >> shift))
        }
        let savedLength = length
        update(padding)
        length = savedLength
        var digest: [UInt8] = []
        for word in [state.0, state.1, state.2, state.3, state.4] {
            for shift in stride(from: 24, through: 0, by: -8) {
                digest.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }
        return digest
    }

    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        var w = [UInt32](repeating: 0, count: 80)
        for t in 0..<16 {
            w[t] =
                UInt32(block[4 * t]) << 24 | UInt32(block[4 * t + 1]) << 16 | UInt32(block[4 * t + 2]) << 8
                | UInt32(block[4 * t + 3])
        }
        for t in 16..<80 {
            w[t] = rotateLeft(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)
        }
        var (a, b, c, d, e) = state
        for t in 0..<80 {
            let f: UInt32
            let k: UInt32
            switch t {
            case 0..<20:
                f = (b & c) | (~b & d)
                k = 0x5A82_7999
            case 20..<40:
                f = b ^ c ^ d
                k = 0x6ED9_EBA1
            case 40..<60:
                f = (b & c) | (b & d) | (c & d)
                k = 0x8F1B_BCDC
            default:
                f = b ^ c ^ d
                k = 0xCA62_C1D6
            }
            let temp = rotateLeft(a, 5) &+ f &+ e &+ k &+ w[t]
            e = d
            d = c
            c = rotateLeft(b, 30)
            b = a
            a = temp
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }

    private func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }
}
