import Market
import Presenters
import Testing

struct CatalogueTests {
    private static func catalogue(_ strings: Strings) -> [String] {
        [
            strings.appTitle, strings.registerTitle, strings.editTitle, strings.cancel, strings.done,
            strings.edit,
            strings.delete, strings.retry, strings.ok, strings.add, strings.loading, strings.endOfList,
            strings.emptyList, strings.noDescription, strings.submit, strings.save, strings.submitting,
            strings.deletePromptTitle, strings.passwordPlaceholder, strings.wrongPassword, strings.deleted,
            strings.actionsTitle, strings.errorTitle, strings.pageLoadFailed, strings.thumbnailFailed,
            strings.soldOut,
        ]
    }

    @Test(arguments: [
        (
            Language.korean,
            [
                "오픈마켓", "상품등록", "상품수정", "취소", "완료", "수정", "삭제", "다시 시도", "확인", "추가", "불러오는 중…",
                "모든 상품을 불러왔습니다", "등록된 상품이 없습니다", "상품 설명이 없습니다", "등록", "저장", "전송 중…",
                "비밀번호를 입력해주세요", "비밀번호", "비밀번호가 틀렸습니다. 다시 입력해주세요.", "삭제되었습니다", "상품 관리", "오류",
                "상품을 불러오지 못했습니다", "실패", "품절",
            ]
        ),
        (
            .english,
            [
                "Open Market", "Register", "Edit", "Cancel", "Done", "Edit", "Delete", "Retry", "OK", "Add",
                "Loading…",
                "You've seen every product", "No products yet", "No description", "Submit", "Save",
                "Sending…",
                "Enter your password", "Password", "Wrong password. Try again.", "Deleted", "Manage product",
                "Error",
                "Couldn't load products", "Failed", "Sold out",
            ]
        ),
    ])
    func everyTextIsInItsLanguage(language: Language, expected: [String]) {
        #expect(Self.catalogue(Strings(language)) == expected)
    }

    @Test func theSharedCataloguesAreTheTwoLanguages() {
        #expect(Strings.korean == Strings(.korean))
        #expect(Strings.english == Strings(.english))
        #expect(Strings.korean.language == .korean)
        #expect(Strings.english.rules == .standard)
        #expect(Language.allCases.map(\.rawValue) == ["ko", "en"])
    }

    @Test(arguments: [
        (ProductField.name, "상품명", "Product name"), (.price, "상품가격", "Price"),
        (.discountedPrice, "할인금액", "Discount"),
        (.stock, "재고수량", "Stock"), (.description, "상품설명", "Description"), (.currency, "통화", "Currency"),
        (.images, "이미지", "Images"),
    ])
    func everyFieldHasAPlaceholder(field: ProductField, korean: String, english: String) {
        #expect(Strings.korean.placeholder(field) == korean)
        #expect(Strings.english.placeholder(field) == english)
    }

    @Test(arguments: [(1, 5, "1/5"), (2, 5, "2/5"), (5, 5, "5/5"), (1, 1, "1/1"), (0, 0, "0/0")])
    func theImagePageIsTheSameInBothLanguages(position: Int, count: Int, expected: String) {
        #expect(Strings.korean.imagePage(position, of: count) == expected)
        #expect(Strings.english.imagePage(position, of: count) == expected)
    }

    @Test(arguments: [("1,234", "잔여수량 : 1,234", "Stock: 1,234"), ("", "잔여수량 : ", "Stock: ")])
    func theStockCountWrapsTheFormattedNumber(count: String, korean: String, english: String) {
        #expect(Strings.korean.stockCount(count) == korean)
        #expect(Strings.english.stockCount(count) == english)
    }
}
