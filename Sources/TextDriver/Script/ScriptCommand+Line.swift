/// A command written as a script line, which `Script.parse` reads back: how `Explorer` writes the
/// reproducer of a failure as a script a person can read and commit.
extension ScriptCommand {
    public var line: String {
        switch self {
        case .size(let size): "size \(size.width)x\(size.height)"
        case .lang(let language): "lang \(language)"
        case .launch: "launch"
        case .settle: "settle"
        case .key(let key): "key \(key.name)"
        case .type(let text): "type \(Self.quoted(text))"
        case .attach(let path): "attach \(Self.quoted(path))"
        case .advance(let duration): "advance \(Self.milliseconds(duration))ms"
        case .fault(let name): "fault \(name)"
        case .expect(let text): "expect \(Self.quoted(text))"
        case .expectNot(let text): "expect-not \(Self.quoted(text))"
        case .print: "print"
        case .snapshot(let name): "snapshot \(name)"
        }
    }

    /// `text` in double quotes, `\` and `"` escaped as the lexer reads them.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
