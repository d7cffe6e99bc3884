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
        case .cancelled:
            pick("요청이 취소되었습니다.", "The request was cancelled.")
        }
    }

    /// " (detail)." after a sentence, or just "." when there is no detail.
    private func detail(_ text: String) -> String {
        text.isEmpty ? "." : " (\(text))."
    }
}
