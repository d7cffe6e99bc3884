import Foundation

/// A short fingerprint of a value that is the same in every process: what a recording keeps of the
/// state after each step, so a replay can tell whether it reached the same state without the
/// recording holding (or revealing) the state itself.
///
/// Swift's `Hashable` is seeded per process, so it cannot serve. The digest is FNV-1a (64 bits) of a
/// canonical description: the value walked field by field (as `StructuralDiff` walks it), each field
/// named, dictionary entries and set members sorted by their description, so their order in memory
/// never matters.
public enum StateDigest {
    /// The digest of `value`, 16 hexadecimal digits.
    public static func of(_ value: Any) -> String {
        hex(fnv(canonical(value).utf8))
    }

    /// The description the digest is taken of: the same for equal values in every process. Bytes
    /// stand as their count and their own digest: `Data`'s reflection holds the address they are kept
    /// at, which differs from run to run, and a picture's `[UInt8]` walked byte by byte would make
    /// each recorded step slow.
    static func canonical(_ value: Any) -> String {
        if let data = value as? Data { return "Data(\(data.count):\(hex(fnv(data))))" }
        if let bytes = value as? [UInt8] { return "[UInt8](\(bytes.count):\(hex(fnv(bytes))))" }
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return String(reflecting: value) }
        let children = mirror.children.map { child in
            (child.label.map { $0 + ":" } ?? "") + canonical(child.value)
        }
        let parts: [String]
        switch mirror.displayStyle {
        case .dictionary?, .set?: parts = children.sorted()
        default: parts = children
        }
        return "\(mirror.subjectType)(" + parts.joined(separator: ",") + ")"
    }

    /// FNV-1a, 64 bits.
    private static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    private static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
