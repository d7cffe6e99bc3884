/// Scalars that always make a grapheme cluster of their own, whatever stands next to them, as long as
/// their neighbours are such scalars too: none extends, joins or is joined (no combining mark, joiner,
/// variation selector, spacing mark, prepended mark, Hangul jamo, regional indicator or control).
///
/// Text made only of them can be measured and drawn a scalar at a time, without finding grapheme
/// boundaries, the costliest step of drawing it, and needs no sanitising: none of them is a control,
/// an invisible or zero-width character or a joiner. It covers what frames are mostly made of: printable
/// ASCII, Latin letters, punctuation, currency signs, arrows and symbols, box drawing, Braille, CJK
/// ideographs, Hangul syllables, full-width forms and the common pictographs. A test checks every
/// scalar of these blocks against the grapheme-breaking rules.
enum StandaloneScalars {
    /// True when `scalar` is one of them: printable ASCII, then the blocks beyond it in order.
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII, most of every frame, by comparison: a range pattern is a generic call in
        // the debug builds that tests (and their explorers' frame checks) run.
        if scalar.value < 0x7F { return scalar.value >= 0x20 }
        return switch scalar.value {
        case 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0,
            0x2100...0x2BFF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0x1F300...0x1F3FA,
            0x1F400...0x1F5FF:
            true
        default:
            false
        }
    }

    /// True when every scalar of `text` is one of them, so each is a grapheme cluster of its own.
    static func holdAll(of text: String) -> Bool {
        forEach(in: text) { _, _ in }
    }

    /// Calls `body` with each scalar of `text` and the UTF-8 offset where it starts, in order, while
    /// they are standalone scalars; returns true when all were, false when it stopped at one that is not.
    static func forEach(in text: String, _ body: (Unicode.Scalar, Int) -> Void) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let start = index
                guard let scalar = Unicode.Scalar(decode(utf8, at: &index)), contains(scalar) else {
                    return false
                }
                body(scalar, start)
            }
            return true
        }
    }

    /// The value of the scalar whose encoding starts at `index` of `utf8`, which must be valid UTF-8 (a
    /// String's always is); moves `index` past it. Decoded from the bytes directly: the scalar view
    /// costs several times as much per scalar.
    static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UInt32 {
        let lead = UInt32(utf8[index])
        if lead < 0x80 {
            index += 1
            return lead
        }
        if lead < 0xE0 {
            defer { index += 2 }
            return (lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F)
        }
        if lead < 0xF0 {
            defer { index += 3 }
            return (lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        }
        defer { index += 4 }
        return (lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12
            | UInt32(utf8[index + 2] & 0x3F) << 6 | UInt32(utf8[index + 3] & 0x3F)
    }
}
