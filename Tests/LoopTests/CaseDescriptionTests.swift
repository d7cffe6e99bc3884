import Loop
import Testing

/// How failures, stalls and the time-travel viewer write an event or an effect.
@Suite struct CaseDescriptionTests {
    enum Inner: Equatable { case typed(String), moved(by: Int) }
    enum Outer: Equatable { case screen(Int, Inner), other(Inner?) }
    struct Size: Equatable { var width: Int }

    @Test(
        "a value reads as a test writes it: nested enum cases without their type paths, strings and structs as they are"
    )
    func describesWithoutTypePaths() {
        #expect(
            CaseDescription.describe(Outer.screen(2, .typed("Done. Next.Case.")))
                == #".screen(2, .typed("Done. Next.Case."))"#)
        #expect(CaseDescription.describe(Outer.other(.moved(by: 1))) == ".other(Optional(.moved(by: 1)))")
        #expect(
            CaseDescription.describe([Size(width: 3)]) == "[LoopTests.CaseDescriptionTests.Size(width: 3)]"
        )
    }
}
