import Caches

/// Makes untrusted text safe to draw: nothing in the result can control a terminal or hide or reorder text.
///
/// Text from a server is data, so:
/// - C0 controls (U+0000–U+001F, even `\n` and `\t`: callers split lines before drawing) and DEL become
///   their Control Pictures (U+2400 + code, U+2421 for DEL), so ESC shows as `␛`;
/// - C1 controls (U+0080–U+009F) become `�` (U+FFFD);
/// - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and other invisible
///   format characters (soft hyphen, zero-width space and non-joiner, word joiner, invisible operators,
///   line and paragraph separators, BOM, interlinear annotation, language tag) become `�`;
/// - the zero-width joiner, variation selectors and tag characters are kept inside an emoji cluster
///   (a `Character` whose first scalar has the Emoji property), where they build the emoji, and become `�`
///   anywhere else;
/// - a cluster that takes no column standing alone (a Hangul filler, a combining mark with nothing to
///   combine with) becomes `�`: it would show nothing, and the characters on either side of it could
///   join into one when drawn next to each other (two regional indicators into a flag);
/// - a last cluster that would join whatever is drawn right after it into one character (it ends with a
///   prepended mark such as U+0600, an initial jamo, a lone regional indicator or a joiner) becomes `�`,
///   so a row always holds exactly the characters drawn into it.
///
/// The result never contains ESC or any other C0 or C1 control, and sanitising it again changes nothing.
public enum Sanitizer {
    /// Returns `text` with every unsafe scalar replaced by a visible stand-in.
    public static func sanitize(_ text: String) -> String {
        sanitizeNoting(text).text
    }

    /// `sanitize(_:)`, and whether every scalar of the result is a grapheme cluster of its own (see
    /// `StandaloneScalars`), so that it can be drawn a scalar at a time. Text made only of such scalars
    /// is safe as it is: none of them is a control, an invisible or zero-width character or a joiner,
    /// and none joins what follows.
    static func sanitizeNoting(_ text: String) -> (text: String, isStandalone: Bool) {
        if StandaloneScalars.holdAll(of: text) { return (text, true) }
        let sanitized = sanitizedLately.value(
            for: ExactText(text), cost: { text.utf8.count + $0.text.utf8.count }
        ) {
            let result = sanitizeScalars(text)
            return Sanitized(text: result, isStandalone: StandaloneScalars.holdAll(of: result))
        }
        return (sanitized.text, sanitized.isStandalone)
    }

    /// A text sanitized, and whether it is made of standalone scalars.
    struct Sanitized: Sendable {
        var text: String
        var isStandalone: Bool
    }

    /// A text found by its exact bytes: `String`'s equality and hash are Unicode's canonical
    /// equivalence, which would hand a text decomposed (`e` and a combining accent) the result kept
    /// for its precomposed twin (`é`), other bytes in the frame than the text's own.
    struct ExactText: Hashable, Sendable {
        let text: String

        init(_ text: String) {
            self.text = text
        }

        static func == (lhs: ExactText, rhs: ExactText) -> Bool {
            lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// The texts that needed sanitizing lately, with their results: a frame draws the same text more
    /// than once (a search typed, in the header and in its field) and the next frames draw it again,
    /// where finding it costs a hash and sanitizing it a pass over each of its characters. At most a
    /// mebibyte of texts and results.
    static let sanitizedLately = Memo<ExactText, Sanitized>(costLimit: 1 << 20)

    /// `sanitize(_:)` for text that may hold anything.
    static func sanitizeScalars(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isSuspicious) else { return closingLastCluster(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            let isEmojiCluster = character.unicodeScalars.first?.properties.isEmoji == true
            var safe = String.UnicodeScalarView()
            var isChanged = false
            for scalar in character.unicodeScalars {
                let replaced = replacement(for: scalar, inEmojiCluster: isEmojiCluster)
                isChanged = isChanged || replaced != nil
                safe.append(replaced ?? scalar)
            }
            let shown = isChanged ? Array(String(safe)) : [character]
            // Appended a character at a time: appending a cluster's scalars goes through the generic
            // `append(contentsOf:)`, most of what sanitizing cost.
            for cluster in shown {
                result.append(DisplayWidth.of(cluster) == 0 ? Character(replacementCharacter) : cluster)
            }
        }
        return closingLastCluster(result)
    }

    /// `text` with its last cluster replaced by `�` when that cluster would join a character drawn after it.
    private static func closingLastCluster(_ text: String) -> String {
        guard let scalar = text.unicodeScalars.last, !scalar.isASCII, !neverJoinsForward.contains(scalar),
            let last = text.last, joinProbes.contains(where: { (String(last) + $0).count == 1 })
        else { return text }
        return text.dropLast() + String(replacementCharacter)
    }

    /// One character of each kind a cluster can reach forward to join: any character (after a prepended
    /// mark), a Hangul syllable (after an initial jamo), a regional indicator, an emoji (after a joiner).
    private static let joinProbes = ["a", "가", "\u{1F1E6}", "\u{1F469}"]

    /// Scalars no grapheme-breaking rule lets join what follows them to a probe (none is a prepended
    /// mark, a leading jamo, a regional indicator or a joiner): Latin, Greek, Cyrillic and their marks,
    /// punctuation, symbols, box drawing, CJK, kana, Hangul syllables and full-width forms. A cluster
    /// ending in one is kept without building the probes, the costliest step of sanitising such text.
    private static let neverJoinsForward = ScalarRanges([
        0x00A0...0x05FF, 0x2010...0x2027, 0x2030...0x205F, 0x2070...0x2FFF, 0x3000...0x9FFF,
        0xAC00...0xD7A3, 0xFF01...0xFFEF,
    ])

    /// Shown for C1 controls, invisible format characters and stray joiners.
    private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// Invisible format characters that could hide or reorder text; always replaced.
    private static let invisible = ScalarRanges([
        0x00AD...0x00AD, 0x061C...0x061C, 0x180E...0x180E, 0x200B...0x200C, 0x200E...0x200F,
        0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF...0xFEFF, 0xFFF9...0xFFFB,
        0xE0001...0xE0001,
    ])

    /// Joiners, variation selectors and tags: meaningful inside emoji, invisible anywhere else.
    private static let emojiJoiners = ScalarRanges([
        0x200D...0x200D, 0xFE00...0xFE0F, 0xE0020...0xE007F, 0xE0100...0xE01EF,
    ])

    /// True when `scalar` may need replacing; lets clean text through without copying it.
    private static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0x20, 0x7F..<0xA0: true
        // Printable ASCII, Box Drawing, Block Elements and the Hangul syllables, common in frames: none
        // is a control, an invisible format character, a joiner or a zero-width scalar.
        case ..<0x7F, 0x2500...0x259F, 0xAC00...0xD7A3: false
        default:
            invisible.contains(scalar) || emojiJoiners.contains(scalar)
                || ScalarRanges.zeroWidth.contains(scalar)
        }
    }

    /// The stand-in for `scalar`, or `nil` when it is safe as it is.
    private static func replacement(for scalar: Unicode.Scalar, inEmojiCluster: Bool) -> Unicode.Scalar? {
        switch scalar.value {
        case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: "\u{2421}"
        case 0x80...0x9F: replacementCharacter
        case _ where invisible.contains(scalar): replacementCharacter
        case _ where emojiJoiners.contains(scalar) && !inEmojiCluster: replacementCharacter
        default: nil
        }
    }
}
