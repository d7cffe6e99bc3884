import AccessibilityText
import Testing

/// What a screen reader gets, as Playwright's ARIA snapshots write it: a role, a quoted name, states
/// in brackets, a value after a colon, what an element holds indented under it.
@Suite("ARIA snapshot text")
struct AriaSnapshotTests {
    @Test("a heading with its level, a field with its text, a dimmed button, words")
    func elements() {
        let nodes: [AccessibilityNode] = [
            AccessibilityNode(.heading, "Register", states: [.level(1)]),
            AccessibilityNode(.textbox, "Product name", value: "Hand-made mug"),
            AccessibilityNode(.button, "Submit", states: [.disabled]),
            .text("Enter a price."),
        ]
        #expect(
            nodes.ariaSnapshot == """
                - heading "Register" [level=1]
                - textbox "Product name": Hand-made mug
                - button "Submit" [disabled]
                - text: Enter a price.

                """)
    }

    @Test("what an element holds is indented under it; a list's items, each with its own")
    func nesting() {
        let list = AccessibilityNode(
            .list, "Products",
            children: [
                AccessibilityNode(
                    .listitem, children: [AccessibilityNode(.link, "Mug"), .text("KRW 15,000")]),
                AccessibilityNode(.listitem, states: [.selected], children: [.text("Sold out")]),
            ])
        #expect(
            list.ariaSnapshot == """
                - list "Products":
                  - listitem:
                    - link "Mug"
                    - text: KRW 15,000
                  - listitem [selected]:
                    - text: Sold out

                """)
    }

    @Test(
        "a name is quoted with its quotes and backslashes escaped; a value that YAML would misread is quoted")
    func quoting() {
        let nodes: [AccessibilityNode] = [
            AccessibilityNode(.button, #"Say "hi" \ now"#),
            AccessibilityNode(.textbox, "Price", value: ""),
            AccessibilityNode(.textbox, "Name", value: "- a dash first"),
            .text("time: 3 s"),
            .text("line\nbreak"),
            .text("상품명 🧸"),
        ]
        #expect(
            nodes.ariaSnapshot == #"""
                - button "Say \"hi\" \\ now"
                - textbox "Price": ""
                - textbox "Name": "- a dash first"
                - text: "time: 3 s"
                - text: "line\nbreak"
                - text: 상품명 🧸

                """#)
    }

    @Test("a control character in a name is written as \\u and its four hex digits")
    func controlCharacters() {
        #expect(AccessibilityNode(.button, "a\u{1}b").ariaSnapshot == #"- button "a\u0001b""# + "\n")
    }
}
