/// Splits a script line into words: `#` starts a comment, double quotes group words and `\"` or `\\`
/// escape inside them.
enum ScriptLexer {
    static func words(of line: String, line number: Int) throws(ScriptError) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var escaping = false
        for character in line {
            if escaping {
                current.append(character)
                escaping = false
            } else if inQuotes {
                switch character {
                case "\\": escaping = true
                case "\"": inQuotes = false
                default: current.append(character)
                }
            } else if character == "#" {
                break
            } else if character == "\"" {
                inQuotes = true
                hasWord = true
            } else if character.isWhitespace {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        guard !inQuotes else { throw ScriptError(line: number, message: "a quoted text is not closed") }
        if hasWord { words.append(current) }
        return words
    }
}
