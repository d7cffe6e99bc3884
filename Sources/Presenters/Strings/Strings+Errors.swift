import Market

extension Strings {
    public var errorTitle: String { pick("오류", "Error") }

    /// What went wrong talking to the market, in a person's words.
    public func message(for error: MarketError) -> String {
        switch error {
        case .server(let status, let message):
            pick("서버 오류 (\(status))", "Server error (\(status))") + (message.isEmpty ? "" : ": \(message)")
        case .rejected(let violation):
            message(for: .rule(violation.rule), in: violation.field)
        case .decoding(let field, _):
            pick("서버 응답을 읽지 못했습니다", "Couldn't read the server's answer") + detail(field)
        case .unexpectedContentType(_, let received):
            pick("서버가 예상하지 못한 형식으로 응답했습니다", "The server answered in an unexpected format")
                + detail(received)
        case .transport(let reason):
            pick("서버에 연결하지 못했습니다", "Couldn't reach the server") + detail(reason)
        case .timeout:
            pick("서버 응답이 없습니다. 잠시 후 다시 시도해주세요.", "The server didn't answer. Try again in a moment.")
        case .tooLarge(let limit):
            pick("서버의 응답이 너무 큽니다", "The server's answer was too large")
                + detail(pick("\(size(limit)) 초과", "over \(size(limit))"))
        case .redirected(let origin):
            pick("서버가 요청을 다른 주소로 보내려 해서 중단했습니다", "The server sent the request elsewhere, so it was stopped")
                + detail(origin)
        case .cancelled:
            pick("요청이 취소되었습니다.", "The request was cancelled.")
        case .notSaved(let diskFull):
            pick("변경 사항을 저장하지 못했습니다", "The change could not be saved")
                + detail(
                    diskFull
                        ? pick("서버의 디스크가 가득 찼습니다", "the server's disk is full")
                        : pick("서버가 데이터를 기록하지 못했습니다", "the server could not write its data"))
        }
    }

    /// " (detail)." after a sentence, or just "." when there is no detail; a period or blank the detail
    /// ends with is dropped, so none is doubled.
    private func detail(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
        return text.isEmpty ? "." : " (\(text))."
    }

    /// A byte count as a person reads it: `2 MB`, `300 KB`, `100000 bytes` (`100000바이트`).
    private func size(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MB" }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KB" }
        return pick("\(bytes)바이트", "\(bytes) bytes")
    }
}
