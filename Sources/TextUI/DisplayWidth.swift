/// How many terminal columns text takes, agreeing with terminals that follow `wcwidth` for Unicode 15.
///
/// Width is measured per grapheme cluster (`Character`), which takes the width of its first scalar:
/// 2 for East Asian Wide and Fullwidth characters (Hangul, CJK, kana, full-width forms), 0 for
/// combining marks, joiners, variation selectors and control characters, 1 otherwise.
/// Emoji clusters are the exception: emoji presentation, a base followed by VS16 (U+FE0F), a ZWJ
/// sequence and a flag (two regional indicators) take 2, and VS15 (U+FE0E) asks for text presentation, 1.
/// Control characters count 0 because they are never drawn as they are: `Sanitizer` makes them visible first.
public enum DisplayWidth {
    /// The number of columns (0, 1 or 2) one grapheme cluster takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return width(standingAlone: base) }
        let baseWidth = width(of: base)
        if base.isASCII {
            // `#`, `*` and the digits are the only ASCII emoji, all shown as text unless asked otherwise.
            let isEmoji = base == "#" || base == "*" || ("0"..."9").contains(base)
            return isEmoji ? emojiWidth(following: scalars.dropFirst()) ?? baseWidth : baseWidth
        }
        guard !holdsNoEmoji(base), base.properties.isEmoji else { return baseWidth }
        return emojiWidth(following: scalars.dropFirst())
            ?? (base.properties.isEmojiPresentation ? 2 : baseWidth)
    }

    /// The number of columns a string takes: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int {
        // Scalar by scalar while each is a cluster of its own; from the start, cluster by cluster, if not.
        ofStandalone(text) ?? text.reduce(0) { $0 + of($1) }
    }

    /// The number of columns `text` takes when it needs no sanitizing (`Sanitizer.sanitize(_:)` gives
    /// it back unchanged) because every scalar is a grapheme cluster of its own: what most of a frame's
    /// rows are. Nil when some scalar is not, and the text must be measured and sanitized the long way.
    public static func ofStandalone(_ text: String) -> Int? {
        var total = 0
        let isStandalone = StandaloneScalars.forEach(in: text) { scalar, _ in
            total += width(standingAlone: scalar)
        }
        return isStandalone ? total : nil
    }

    /// The number of columns a grapheme cluster of this one scalar takes: its width from the tables,
    /// or 2 for an emoji shown as an emoji by default.
    static func width(standingAlone scalar: Unicode.Scalar) -> Int {
        let scalarWidth = width(of: scalar)
        guard scalar.value >= firstEmojiPresentation, !holdsNoEmoji(scalar), scalar.properties.isEmoji else {
            return scalarWidth
        }
        return scalar.properties.isEmojiPresentation ? 2 : scalarWidth
    }

    /// The width of a single scalar standing alone, from the Unicode 15 tables.
    static func width(of scalar: Unicode.Scalar) -> Int {
        // Printable ASCII, most of every frame, by comparison: a range pattern is a generic call in
        // the debug builds that tests run.
        if scalar.value < 0x7F, scalar.value >= 0x20 { return 1 }
        return switch scalar.value {
        case ..<0xA0: 0
        // Latin, punctuation, currency signs, Box Drawing, Block Elements, Braille and the Hangul
        // syllables, common in frames, without searching the tables (which say the same).
        case ...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2500...0x259F, 0x2800...0x28FF: 1
        case 0xAC00...0xD7A3: 2
        case _ where ScalarRanges.zeroWidth.contains(scalar): 0
        case _ where ScalarRanges.wide.contains(scalar): 2
        default: 1
        }
    }

    /// The first scalar shown as an emoji by default (U+231A ⌚): none before it is, so a scalar below
    /// it standing alone is as wide as the tables say, without looking up its Unicode properties.
    static let firstEmojiPresentation: UInt32 = 0x231A

    /// True for scalars of blocks that hold no emoji and that frames are mostly made of: Box Drawing,
    /// Block Elements, Braille Patterns (the spinner) and the Hangul syllables. Saves the Unicode
    /// property lookup, the costliest step of measuring them.
    private static func holdsNoEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2500...0x259F, 0x2800...0x28FF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// The width an emoji cluster takes because of the scalars after its base: a variation selector,
    /// a second regional indicator or a joined emoji; `nil` when they do not decide it.
    private static func emojiWidth(following scalars: some Sequence<Unicode.Scalar>) -> Int? {
        var followsJoiner = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E:
                return 1
            case 0xFE0F, 0x1F1E6...0x1F1FF:
                return 2
            case _ where followsJoiner && scalar.properties.isEmoji:
                return 2
            default:
                followsJoiner = scalar.value == 0x200D
            }
        }
        return nil
    }
}
