/// Text a hostile or broken server (or a person pasting) can send: each kind names what it attacks.
enum HostileText {
    static let escape = "\u{1B}"

    /// Terminal escape sequences, control characters, bidi overrides, invisible characters, huge and
    /// degenerate Unicode: every one must render inside its frame with nothing passed raw to the terminal.
    static let all: [(label: String, text: String)] = [
        ("SGR colour", "\(escape)[31mRED\(escape)[0m plain"),
        ("clear screen and home", "\(escape)[2J\(escape)[Hwiped"),
        ("cursor movement", "a\(escape)[10;10Hb\(escape)[5Ac\(escape)7\(escape)8"),
        ("OSC 8 hyperlink", "\(escape)]8;;https://evil.example/\(escape)\\click me\(escape)]8;;\(escape)\\"),
        ("OSC 0 window title ended by BEL", "\(escape)]0;pwned\u{07}after title"),
        ("device control string", "\(escape)P+q544e\(escape)\\dcs"),
        ("every C0 control", (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7F}end"),
        ("every C1 control", (0x80..<0xA0).map { String(UnicodeScalar(UInt8($0))) }.joined() + "end"),
        ("8-bit CSI", "\u{9B}31mred\u{9B}0m"),
        ("right-to-left override", "price \u{202E}0001 WRK\u{202C} done"),
        (
            "every bidi control",
            "a\u{202A}b\u{202B}c\u{202D}d\u{202E}e\u{2066}f\u{2067}g\u{2068}h\u{2069}i\u{200E}j\u{200F}k\u{061C}l"
        ),
        (
            "zero-width characters",
            "zero\u{200B}width\u{200C}non\u{200D}joiner\u{2060}word\u{FEFF}bom\u{00AD}soft"
        ),
        ("Hangul fillers", "\u{3164}\u{FFA0}\u{115F}\u{1160}가\u{3164}나"),
        ("line breaks and tabs", "line one\nline two\r\nline three\tTabbed\u{2028}\u{2029}end"),
        ("10,000 characters", String(repeating: "가나다 abc ", count: 1_000)),
        ("10,000 characters without a space", String(repeating: "W", count: 10_000)),
        ("10,000 wide characters", String(repeating: "한", count: 10_000)),
        ("10,000 emoji", String(repeating: "😀", count: 10_000)),
        ("1,000 joined emoji", String(repeating: "👩‍💻", count: 1_000)),
        ("combining mark storm", "e" + String(repeating: "\u{0301}", count: 500) + " storm"),
        ("leading combining marks", String(repeating: "\u{0301}", count: 20) + "x"),
        ("lone regional indicator", "\u{1F1F0}"),
        ("lone regional indicators between letters", "A\u{1F1F0}B\u{1F1F7}C"),
        ("odd run of regional indicators", "\u{1F1F0}\u{1F1F7}\u{1F1EF}"),
        ("regional indicators split by a filler", "\u{1F1F0}\u{3164}\u{1F1F7}"),
        ("regional indicators split by a zero-width space", "\u{1F1F0}\u{200B}\u{1F1F7}"),
        ("stray variation selectors", "\u{FE0F}a\u{FE0F}b\u{FE0E}"),
        ("emoji with skin tones and joiners", "👍🏽👨‍👩‍👧‍👦🏳️‍🌈❤️‍🔥"),
        ("Hangul jamo without a vowel", "\u{1100}\u{1100}\u{1100}"),
        ("Arabic prepended number sign", "\u{0600}\u{0601}123"),
        ("Arabic number sign at the end", "123\u{0600}"),
        ("Hangul initial split from a syllable", "\u{1100}\u{3164}가 끝\u{1100}"),
        ("emoji joiner split by a filler", "👩\u{200D}\u{3164}💻"),
        ("Arabic and Hebrew", "مرحبا بالعالم שלום עולם"),
        ("full-width text", "ＦＵＬＬ　ＷＩＤＴＨ　１２３"),
        ("private use and noncharacters", "\u{E000}\u{F8FF}\u{FFFE}\u{FFFF}\u{10FFFF}"),
        ("replacement and NUL lookalikes", "\u{FFFD}\u{2400}\u{241B}"),
        ("empty", ""),
        ("only spaces", "      "),
    ]
}
