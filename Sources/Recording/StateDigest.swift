import Foundation

/// A short fingerprint of a state that is the same in every process: what a recording keeps of the
/// state after each step, so a replay can tell whether it reached the same state without the
/// recording holding (or revealing) the state itself.
///
/// The digest is FNV-1a (64 bits) of what the state *encodes*: its `Encodable` form as JSON, keys
/// sorted (`encoded(_:)`). A refactor that keeps the encoding (a private property renamed, a type
/// moved) keeps every recording; a change to what is encoded changes the digest, and a replay names
/// the field by its JSON path (`EncodedDiff`). A state must therefore encode itself in an order that
/// does not depend on memory: a `Set`, or a dictionary whose keys are not strings or integers, encodes
/// in hash order, so such a field is encoded sorted. A secret must encode itself masked, as in a
/// recording's events.
public enum StateDigest {
    /// The digest of `value`'s encoding, 16 hexadecimal digits.
    /// - Throws: `EncodingError` when the value does not encode.
    public static func of(_ value: some Encodable) throws -> String {
        hex(fnv(try encoded(value)))
    }

    /// What the digest is taken of: `value` as JSON, keys sorted. Bytes (`Data`, as a picture encodes
    /// its pixels) stand as their count and their own digest: they would make each recorded step slow
    /// and say nothing a person reads. A number JSON has no spelling for is written as text.
    /// - Throws: `EncodingError` when the value does not encode.
    public static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(bytes(data))
        }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+infinity", negativeInfinity: "-infinity", nan: "nan")
        return try encoder.encode(value)
    }

    /// Bytes as the digest encodes them: `"3 bytes d0aa6218672cf5ab"`, their count and FNV-1a.
    static func bytes(_ data: Data) -> String {
        "\(data.count) \(data.count == 1 ? "byte" : "bytes") \(hex(data.withUnsafeBytes { fnv($0) }))"
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
