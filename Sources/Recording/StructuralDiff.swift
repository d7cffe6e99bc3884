import Loop

/// Finds where two values differ, field by field, so a failing test names the path of each difference
/// (`products[1].price`) instead of printing two whole states.
public enum StructuralDiff {
    /// One differing field: its path from the root, and the expected and actual values there.
    public struct Difference: Hashable, Sendable {
        public var path: String
        public var expected: String
        public var actual: String

        public init(path: String, expected: String, actual: String) {
            self.path = path
            self.expected = expected
            self.actual = actual
        }
    }

    /// The differences between `expected` and `actual`, in field order. Values that describe themselves
    /// the same are treated as equal.
    public static func differences(expected: Any, actual: Any) -> [Difference] {
        var found: [Difference] = []
        compare(expected, actual, path: "", into: &found)
        return found
    }

    /// The differences as lines of a failure message (`−` expected, `+` actual), each value cut after
    /// `longestShown` characters (a picture's pixels would fill a screen).
    public static func render(_ differences: [Difference]) -> String {
        differences.map { difference in
            let path = difference.path.isEmpty ? "(whole value)" : difference.path
            return "  \(path)\n    − \(shown(difference.expected))\n    + \(shown(difference.actual))"
        }.joined(separator: "\n")
    }

    /// The most characters of a value `render` shows.
    public static let longestShown = 300

    private static func shown(_ text: String) -> String {
        guard text.count > longestShown else { return text }
        return "\(text.prefix(longestShown))… (\(text.count) characters in all)"
    }

    /// A value as a test reads it: enum cases, nested ones too, without their module and type paths
    /// (`CaseDescription`).
    public static func describe(_ value: Any) -> String {
        CaseDescription.describe(value)
    }

    /// Compares two values: equal ones (`==` where they are `Equatable`, which is quick for the values
    /// two states share) go no further; otherwise their fields are compared, and a value without fields
    /// by its description. A value is described only where it is one side of a difference, or not
    /// `Equatable`: describing a whole state at every level of its path cost a time-travel step seconds.
    private static func compare(_ expected: Any, _ actual: Any, path: String, into found: inout [Difference])
    {
        let equatable = areEqual(expected, actual)
        if equatable == true { return }
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        let hasFields =
            left.displayStyle == right.displayStyle && (!left.children.isEmpty || !right.children.isEmpty)
        if equatable == nil || !hasFields {
            let leftText = describe(expected)
            let rightText = describe(actual)
            guard leftText != rightText else { return }
            guard hasFields else {
                found.append(Difference(path: path, expected: leftText, actual: rightText))
                return
            }
        }
        let leftText = { describe(expected) }
        let rightText = { describe(actual) }
        switch left.displayStyle {
        case .collection?, .set?:
            compareElements(Array(left.children), Array(right.children), path: path, into: &found)
        case .dictionary?:
            compareEntries(left, right, path: path, into: &found)
        case .optional?:
            guard let leftValue = left.children.first?.value, let rightValue = right.children.first?.value
            else {
                found.append(Difference(path: path, expected: leftText(), actual: rightText()))
                return
            }
            compare(leftValue, rightValue, path: path, into: &found)
        case .enum?:
            let leftCase = left.children.first?.label
            guard leftCase == right.children.first?.label, let leftValue = left.children.first?.value,
                let rightValue = right.children.first?.value
            else {
                found.append(Difference(path: path, expected: leftText(), actual: rightText()))
                return
            }
            compare(leftValue, rightValue, path: "\(path).\(leftCase ?? "")", into: &found)
        default:
            compareFields(Array(left.children), Array(right.children), path: path, into: &found)
        }
    }

    private static func compareFields(
        _ left: [Mirror.Child], _ right: [Mirror.Child], path: String, into found: inout [Difference]
    ) {
        guard left.map(\.label) == right.map(\.label) else {
            found.append(Difference(path: path, expected: describe(left), actual: describe(right)))
            return
        }
        for (index, (leftChild, rightChild)) in zip(left, right).enumerated() {
            let name =
                leftChild.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? String(index)
            compare(
                leftChild.value, rightChild.value, path: path.isEmpty ? name : "\(path).\(name)", into: &found
            )
        }
    }

    private static func compareElements(
        _ left: [Mirror.Child], _ right: [Mirror.Child], path: String, into found: inout [Difference]
    ) {
        for index in 0..<max(left.count, right.count) {
            let elementPath = "\(path)[\(index)]"
            switch (
                index < left.count ? left[index].value : nil, index < right.count ? right[index].value : nil
            ) {
            case (let expected?, let actual?): compare(expected, actual, path: elementPath, into: &found)
            case (let expected?, nil):
                found.append(Difference(path: elementPath, expected: describe(expected), actual: "(absent)"))
            case (nil, let actual?):
                found.append(Difference(path: elementPath, expected: "(absent)", actual: describe(actual)))
            case (nil, nil): break
            }
        }
    }

    /// Compares two dictionaries entry by entry, in the order of their keys' descriptions; a key is
    /// described only when its entries differ.
    private static func compareEntries(
        _ left: Mirror, _ right: Mirror, path: String, into found: inout [Difference]
    ) {
        let leftEntries = entries(left)
        let rightEntries = entries(right)
        var differing: [(key: String, expected: Any?, actual: Any?)] = []
        for (key, entry) in leftEntries {
            let actual = rightEntries[key]?.value
            if let actual, areEqual(entry.value, actual) == true { continue }
            differing.append((String(reflecting: entry.key), entry.value, actual))
        }
        for (key, entry) in rightEntries where leftEntries[key] == nil {
            differing.append((String(reflecting: entry.key), nil, entry.value))
        }
        for (key, expected, actual) in differing.sorted(by: { $0.key < $1.key }) {
            let entryPath = "\(path)[\(key)]"
            switch (expected, actual) {
            case (let expected?, let actual?): compare(expected, actual, path: entryPath, into: &found)
            case (let expected?, nil):
                found.append(Difference(path: entryPath, expected: describe(expected), actual: "(absent)"))
            case (nil, let actual?):
                found.append(Difference(path: entryPath, expected: "(absent)", actual: describe(actual)))
            case (nil, nil): break
            }
        }
    }

    /// A dictionary's entries by their key (its description where the key does not cast to
    /// `AnyHashable`).
    private static func entries(_ mirror: Mirror) -> [AnyHashable: (key: Any, value: Any)] {
        var entries: [AnyHashable: (key: Any, value: Any)] = [:]
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            let key = pair[0].value as? AnyHashable ?? AnyHashable(String(reflecting: pair[0].value))
            entries[key] = (pair[0].value, pair[1].value)
        }
        return entries
    }

    /// Whether two values are equal by their `==`; nil when they are not of one `Equatable` type.
    private static func areEqual(_ expected: Any, _ actual: Any) -> Bool? {
        guard let expected = expected as? any Equatable else { return nil }
        return expected.isEqual(to: actual)
    }

    private static func describe(_ children: [Mirror.Child]) -> String {
        "(" + children.map { "\($0.label ?? "_"): \(describe($0.value))" }.joined(separator: ", ") + ")"
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one; nil when it is of another type.
    fileprivate func isEqual(to other: Any) -> Bool? {
        (other as? Self).map { $0 == self }
    }
}
