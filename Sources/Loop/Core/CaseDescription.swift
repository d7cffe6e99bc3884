/// A value as Swift code in a test names it: enum cases, nested ones too, without their module and
/// type paths (`.path(.element(#2, .detail(.appeared)))`, not `Screens.AppEvent.path(Loop.StackEvent<…`).
/// Failures, stalls and the time-travel viewer describe events and effects with it.
public enum CaseDescription {
    /// `value` as `String(reflecting:)` writes it, each type path before an enum case left out.
    public static func describe(_ value: Any) -> String {
        withoutTypePaths(String(reflecting: value))
    }

    /// `text` with every type path that leads to an enum case (`Module.Type<Generic>.` before a
    /// lower-case name) written as a lone `.`; quoted strings are left as they are.
    static func withoutTypePaths(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        var inString = false
        while index < scalars.count {
            let scalar = scalars[index]
            if inString {
                result.append(scalar)
                if scalar == "\\", index + 1 < scalars.count {
                    result.append(scalars[index + 1])
                    index += 1
                } else if scalar == "\"" {
                    inString = false
                }
                index += 1
                continue
            }
            if scalar == "\"" { inString = true }
            let startsWord = index == 0 || !(isIdentifier(scalars[index - 1]) || scalars[index - 1] == ".")
            if startsWord, isUpper(scalar), let caseStart = caseAfterTypePath(scalars, from: index) {
                result.append(".")
                index = caseStart
                continue
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// Where the case name starts, when a type path (`A.B<C>.`) starting at `start` leads to one.
    private static func caseAfterTypePath(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count, isUpper(scalars[index]) {
            while index < scalars.count, isIdentifier(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "<" {
                var depth = 0
                repeat {
                    if scalars[index] == "<" { depth += 1 } else if scalars[index] == ">" { depth -= 1 }
                    index += 1
                } while depth > 0 && index < scalars.count
            }
            guard index + 1 < scalars.count, scalars[index] == "." else { return nil }
            index += 1
            if scalars[index].properties.isLowercase { return index }
        }
        return nil
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}
