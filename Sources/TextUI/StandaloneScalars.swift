/// Scalars that always make a grapheme cluster of their own, whatever stands next to them, as long as
/// their neighbours are such scalars too: none extends, joins or is joined (no combining mark, joiner,
/// variation selector, spacing mark, prepended mark, Hangul jamo, regional indicator or control).
///
/// Text made only of them can be measured and drawn a scalar at a time, without finding grapheme
/// boundaries, the costliest step of drawing it. It covers what frames are mostly made of: printable
/// ASCII, Latin letters, punctuation, currency signs, arrows and symbols, box drawing, Braille, CJK
/// ideographs, Hangul syllables, full-width forms and the common pictographs. A test checks every
/// scalar of these blocks against the grapheme-breaking rules.
enum StandaloneScalars {
    /// True when `scalar` is one of them.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0,
            0x2100...0x2BFF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0x1F300...0x1F3FA,
            0x1F400...0x1F5FF:
            true
        default: false
        }
    }

    /// True when every scalar of `text` is one of them, so each is a grapheme cluster of its own.
    static func holdAll(of text: String) -> Bool {
        text.unicodeScalars.allSatisfy(contains)
    }
}
