import Market
import Presenters
import Testing

struct ErrorMessageTests {
    @Test(arguments: [
        (
            MarketError.server(status: 500, message: "Internal Server Error"),
            "서버 오류 (500): Internal Server Error", "Server error (500): Internal Server Error"
        ),
        (.server(status: 404, message: ""), "서버 오류 (404)", "Server error (404)"),
        (.timeout, "서버 응답이 없습니다. 잠시 후 다시 시도해주세요.", "The server didn't answer. Try again in a moment."),
        (.transport("offline"), "서버에 연결하지 못했습니다 (offline).", "Couldn't reach the server (offline)."),
        (.transport(""), "서버에 연결하지 못했습니다.", "Couldn't reach the server."),
        (
            .decoding(field: "pages[3].price", reason: "not a number"), "서버 응답을 읽지 못했습니다 (pages[3].price).",
            "Couldn't read the server's answer (pages[3].price)."
        ),
        (
            .unexpectedContentType(expected: "application/json", received: "text/html"),
            "서버가 예상하지 못한 형식으로 응답했습니다 (text/html).", "The server answered in an unexpected format (text/html)."
        ),
        (.cancelled, "요청이 취소되었습니다.", "The request was cancelled."),
        (
            .notSaved(diskFull: true), "변경 사항을 저장하지 못했습니다 (서버의 디스크가 가득 찼습니다).",
            "The change could not be saved (the server's disk is full)."
        ),
        (
            .notSaved(diskFull: false), "변경 사항을 저장하지 못했습니다 (서버가 데이터를 기록하지 못했습니다).",
            "The change could not be saved (the server could not write its data)."
        ),
        (
            .decoding(field: "", reason: "is not valid JSON"), "서버 응답을 읽지 못했습니다.",
            "Couldn't read the server's answer."
        ),
        (
            .transport("connection lost."), "서버에 연결하지 못했습니다 (connection lost).",
            "Couldn't reach the server (connection lost)."
        ),
        (
            .tooLarge(limit: 2_097_152), "서버의 응답이 너무 큽니다 (2 MB 초과).",
            "The server's answer was too large (over 2 MB)."
        ),
        (
            .tooLarge(limit: 100_000), "서버의 응답이 너무 큽니다 (100000바이트 초과).",
            "The server's answer was too large (over 100000 bytes)."
        ),
        (
            .redirected(to: "https://evil.example:443"),
            "서버가 요청을 다른 주소로 보내려 해서 중단했습니다 (https://evil.example:443).",
            "The server sent the request elsewhere, so it was stopped (https://evil.example:443)."
        ),
        (
            .rejected(RuleViolation(.name, .tooShort(minimum: 3))), "상품명은 3글자 이상, 100글자 이하로 입력해주세요.",
            "The product name must be 3 to 100 characters long."
        ),
        (
            .rejected(RuleViolation(.images, .tooMany(maximum: 5))), "이미지는 최대 5개까지 추가할 수 있습니다.",
            "You can add at most 5 images."
        ),
    ])
    func everyFailureIsExplainedInBothLanguages(error: MarketError, korean: String, english: String) {
        #expect(Strings.korean.message(for: error) == korean)
        #expect(Strings.english.message(for: error) == english)
    }
}
