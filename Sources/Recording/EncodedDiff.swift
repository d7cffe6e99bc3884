import Foundation

/// Finds where the encodings of two values differ (what `StateDigest` digests), each difference named
/// by its JSON path (`list.products[1].price`, `thumbnails["240"]`): a failing replay names the field
/// as the recording's encoding spells it, whatever the Swift property is called.
public enum EncodedDiff {
    /// The differences between the encodings of `expected` and `actual`, in path order (object keys
    /// sorted, array elements in order); each value is shown as compact JSON.
    /// - Throws: `EncodingError` when either value does not encode.
    public static func differences<Value: Encodable>(
        expected: Value, actual: Value
    ) throws -> [StructuralDiff.Difference] {
        var found: [StructuralDiff.Difference] = []
        compare(
            try JSONValue.parse(StateDigest.encoded(expected)),
            try JSONValue.parse(StateDigest.encoded(actual)),
            path: "", into: &found)
        return found
    }

    private static func compare(
        _ expected: JSONValue, _ actual: JSONValue, path: String,
        into found: inout [StructuralDiff.Difference]
    ) {
        guard expected != actual else { return }
        switch (expected, actual) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                let fieldPath = path + component(key)
                switch (left[key], right[key]) {
                case (let expected?, let actual?): compare(expected, actual, path: fieldPath, into: &found)
                case (let expected?, nil): found.append(difference(fieldPath, expected.text, "(absent)"))
                case (nil, let actual?): found.append(difference(fieldPath, "(absent)", actual.text))
                case (nil, nil): break
                }
            }
        case (.array(let left), .array(let right)):
            for index in 0..<max(left.count, right.count) {
                let elementPath = "\(path)[\(index)]"
                switch (index < left.count ? left[index] : nil, index < right.count ? right[index] : nil) {
                case (let expected?, let actual?): compare(expected, actual, path: elementPath, into: &found)
                case (let expected?, nil): found.append(difference(elementPath, expected.text, "(absent)"))
                case (nil, let actual?): found.append(difference(elementPath, "(absent)", actual.text))
                case (nil, nil): break
                }
            }
        default:
            found.append(difference(path, expected.text, actual.text))
        }
    }

    /// A key as a step of a path: `.name` for a key that reads as a name, else `["key"]` (a dictionary's
    /// key, say a product's id).
    private static func component(_ key: String) -> String {
        let isName =
            key.first.map { $0 == "_" || ($0.isASCII && $0.isLetter) } == true
            && key.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return isName ? ".\(key)" : "[\(JSONValue.quoted(key))]"
    }

    private static func difference(_ path: String, _ expected: String, _ actual: String)
        -> StructuralDiff.Difference
    {
        StructuralDiff.Difference(
            path: path.hasPrefix(".") ? String(path.dropFirst()) : path, expected: expected, actual: actual)
    }
}
