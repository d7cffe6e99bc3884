/// Writes commands as Redis reads them: an array of bulk strings (`*3\r\n$7\r\nPUBLISH\r\n…`), so any
/// byte may stand in an argument.
public enum RESPWriter {
    /// The bytes of the command `arguments` (`["PUBLISH", "changes", payload]`).
    public static func command(_ arguments: [[UInt8]]) -> [UInt8] {
        var bytes = Array("*\(arguments.count)\r\n".utf8)
        for argument in arguments {
            bytes += Array("$\(argument.count)\r\n".utf8)
            bytes += argument
            bytes += [13, 10]
        }
        return bytes
    }

    /// The bytes of a command whose arguments are all text.
    public static func command(_ arguments: String...) -> [UInt8] {
        command(arguments.map { Array($0.utf8) })
    }
}
