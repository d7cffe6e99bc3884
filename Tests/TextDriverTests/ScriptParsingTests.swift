import Testing
import TextDriver
import TextUI

@Suite("Scenario script parsing")
struct ScriptParsingTests {
    @Test("commands, quoted text, comments and blank lines parse with their line numbers")
    func parses() throws {
        let script = try Script(
            parsing: """
                # a comment
                size 40x24
                lang en   # trailing comment
                launch

                type "아이폰 \\"13\\" # not a comment"
                key backtab
                advance 300ms
                expect-not "Sold out"
                snapshot list_40-ko
                """, languages: ["ko", "en"])
        #expect(script.steps.map(\.line) == [2, 3, 4, 6, 7, 8, 9, 10])
        #expect(
            script.steps.map(\.command) == [
                .size(TerminalSize(width: 40, height: 24)), .lang("en"), .launch,
                .type("아이폰 \"13\" # not a comment"),
                .key(.backtab), .advance(.milliseconds(300)), .expectNot("Sold out"),
                .snapshot(name: "list_40-ko"),
            ])
    }

    @Test("every command written as a line (what explore writes) reads back as itself, a fault too")
    func linesReadBack() throws {
        let commands: [ScriptCommand] = [
            .size(TerminalSize(width: 40, height: 24)), .lang("en"), .launch, .key(.character(" ")),
            .key(.backtab),
            .type(#"a "quoted" \ text"#), .advance(.milliseconds(1_500)), .fault("fail"), .settle,
            .expect("상품"), .expectNot("x"), .print, .snapshot(name: "s-1"),
        ]
        let text = commands.map(\.line).joined(separator: "\n")
        #expect(text.contains("\nkey space\n"))
        #expect(text.contains("\nadvance 1500ms\nfault fail\n"))
        #expect(try Script(parsing: text, languages: ["ko", "en"]).steps.map(\.command) == commands)
    }

    @Test("a script saved with Windows line ends (CRLF) reads line by line")
    func crlfLineEnds() throws {
        let script = try Script(parsing: "size 40x24\r\nlaunch\r\n\r\nexpect \"품절\"\r\n", languages: [])
        #expect(script.steps.map(\.line) == [1, 2, 4])
        #expect(
            script.steps.map(\.command) == [
                .size(TerminalSize(width: 40, height: 24)), .launch, .expect("품절"),
            ])
    }

    @Test(
        "a bad line is reported with its number and what is wrong, before anything runs",
        arguments: [
            ("launch\nkye j\n", 2, "unknown command 'kye' (did you mean 'key'?)"),
            (
                "launch\nkey jj\n", 2,
                "unknown key 'jj'; keys are single characters or up, down, left, right, enter, esc, tab, backtab, backspace, space"
            ),
            ("size 40\n", 1, "size must be WIDTHxHEIGHT, e.g. 40x24"),
            ("size 40xfoox24\n", 1, "size must be WIDTHxHEIGHT, e.g. 40x24"),
            ("size 40x24x\n", 1, "size must be WIDTHxHEIGHT, e.g. 40x24"),
            ("launch\r\nsettle\r\nkye j\r\n", 3, "unknown command 'kye' (did you mean 'key'?)"),
            ("lang fr\n", 1, "lang must be ko or en"),
            ("launch\nadvance soon\n", 2, "advance takes a duration like 300ms or 2s, got 'soon'"),
            ("launch\nexpect \"open\n", 2, "a quoted text is not closed"),
            ("launch\nexpect a b\n", 2, "'expect' takes one argument, got 2"),
            ("launch\nsettle now\n", 2, "'settle' takes no argument"),
            ("key j\nlaunch\n", 1, "the app is not running yet: put 'launch' before this line"),
            ("launch\nsnapshot ../escape\n", 2, "snapshot names use letters, digits, - and _"),
        ])
    func errors(text: String, line: Int, message: String) {
        #expect(throws: ScriptError(line: line, message: message)) {
            try Script(parsing: text, languages: ["ko", "en"])
        }
    }
}
