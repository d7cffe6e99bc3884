/// Attaches the Korean particles whose form depends on whether the word ends in a final consonant
/// (받침): 상품명 → 상품명은, 이미지 → 이미지는.
enum KoreanParticle {
    /// The topic particle 은 or 는.
    static func topic(_ word: String) -> String { word + (endsInConsonant(word) ? "은" : "는") }

    /// The object particle 을 or 를.
    static func object(_ word: String) -> String { word + (endsInConsonant(word) ? "을" : "를") }

    /// The subject particle 이 or 가.
    static func subject(_ word: String) -> String { word + (endsInConsonant(word) ? "이" : "가") }

    /// Whether the last character is a Hangul syllable with a final consonant; a word that does not
    /// end in Hangul takes the vowel form.
    private static func endsInConsonant(_ word: String) -> Bool {
        guard let last = word.unicodeScalars.last, syllables.contains(last.value) else { return false }
        return (last.value - syllables.lowerBound) % finalConsonantsPerSyllable != 0
    }

    /// 가 (U+AC00) to 힣 (U+D7A3): each initial and vowel pair comes in 28 forms, the first without a
    /// final consonant.
    private static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    private static let finalConsonantsPerSyllable: UInt32 = 28
}
