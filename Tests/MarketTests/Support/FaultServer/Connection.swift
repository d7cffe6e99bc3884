import Foundation

/// One client connection of the loopback server, on a thread of its own: reads each request,
/// records it, and answers it from the contract or as its fault says.
struct Connection {
    /// The chunk the streaming faults write at a time.
    static let chunkSize = 1_024 * 1_024

    let socket: Socket
    let state: ServerState
    let contract: MarketContract

    /// Serves requests until the client closes, a fault closes, or the server stops.
    func serve() {
        var reader = RequestReader(socket: socket)
        while true {
            let request: RequestReader.Request
            do throws(RequestReader.Failure) {
                request = try reader.next { socket.write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
            } catch {
                if case .refused(let status, let reason) = error {
                    reply(status, "application/json", MarketContract.errorBody(status, reason), closing: true)
                }
                return
            }
            let record = Self.record(request)
            let (index, fault) = state.record(record)
            guard answer(record, fault: fault, index: index), request.header("connection") != "close" else {
                return
            }
        }
    }

    /// Answers; false when the connection is to be closed.
    private func answer(_ request: RecordedRequest, fault: Fault?, index: Int) -> Bool {
        guard let fault else { return reply(contract.answer(request)) }
        switch fault.kind {
        case .status:
            let status = fault.status ?? 500
            let body =
                fault.body.map { Array($0.utf8) } ?? MarketContract.errorBody(status, "injected failure")
            return reply(status, "application/json", body)
        case .reset:
            socket.reset()
            return false
        case .truncate:
            let answer = contract.answer(request)
            reply(answer.status, answer.contentType, answer.body, sending: answer.body.count / 2)
            return false
        case .hold:
            socket.waitForHangUp()
            state.end(index, with: AnswerEnding(bytesWritten: 0, clientHungUp: true))
            return false
        case .wrongContentType:
            return reply(contract.answer(request).status, "text/html", Array("<html>oops</html>".utf8))
        case .malformedJSON:
            return reply(200, "application/json", Array(#"{"page_no": 1, "pages": ["#.utf8))
        case .redirect:
            return socket.write(
                Array(
                    "HTTP/1.1 \(fault.status ?? 307) Redirect\r\nLocation: \(fault.location ?? "/")\r\n".utf8)
                    + Array("Content-Length: 0\r\n\r\n".utf8))
        case .endless, .drip, .oversized:
            let ending = stream(fault)
            state.end(index, with: ending)
            return !ending.clientHungUp && fault.kind != .endless
        }
    }

    /// A hostile 200 answer, written until it is done or the client hangs up:
    /// - endless: no length, the start of a JSON string, then 1 MB of `a` at a time, for ever;
    /// - drip: Content-Length `length` (default 100,000), one space every `intervalMilliseconds`
    ///   (default 1,000), the server's own pace;
    /// - oversized: Content-Length `length` (default 64 MB) at once, a PNG signature then zeros.
    private func stream(_ fault: Fault) -> AnswerEnding {
        let length = fault.length ?? (fault.kind == .drip ? 100_000 : 64 * 1_024 * 1_024)
        var head = "HTTP/1.1 200 OK\r\nContent-Type: \(fault.contentType ?? "application/json")\r\n"
        head += fault.kind == .endless ? "Connection: close\r\n\r\n" : "Content-Length: \(length)\r\n\r\n"
        guard socket.write(Array(head.utf8)) else { return AnswerEnding(bytesWritten: 0, clientHungUp: true) }
        var written = 0
        func write(_ bytes: [UInt8]) -> Bool {
            guard socket.write(bytes) else { return false }
            written += bytes.count
            return true
        }
        let endsWhole: Bool
        switch fault.kind {
        case .endless:
            let junk = [UInt8](repeating: UInt8(ascii: "a"), count: Self.chunkSize)
            var open = write(Array(#"{"page_no": 1, "pages": [], "junk": ""#.utf8))
            while open { open = write(junk) }
            endsWhole = false
        case .drip:
            let interval = Double(fault.intervalMilliseconds ?? 1_000) / 1_000
            var open = true
            while open, written < length {
                open = write([UInt8(ascii: " ")])
                if open, written < length { Thread.sleep(forTimeInterval: interval) }
            }
            endsWhole = open
        default:
            let zeros = [UInt8](repeating: 0, count: Self.chunkSize)
            var open = write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            while open, written < length {
                open = write(Array(zeros.prefix(min(Self.chunkSize, length - written))))
            }
            endsWhole = open
        }
        return AnswerEnding(bytesWritten: written, clientHungUp: !endsWhole)
    }

    @discardableResult
    private func reply(_ answer: MarketContract.Answer) -> Bool {
        reply(answer.status, answer.contentType, answer.body)
    }

    /// Writes a whole answer (or only its first `sending` bytes); false when the connection is to be
    /// closed.
    @discardableResult
    private func reply(
        _ status: Int, _ contentType: String, _ body: [UInt8], sending: Int? = nil, closing: Bool = false
    ) -> Bool {
        let head =
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(body.count)\r\n\r\n"
        return socket.write(Array(head.utf8) + body.prefix(sending ?? body.count)) && sending == nil
            && !closing
    }

    /// The request as the tests see it: path and query apart, headers lowercased, multipart parsed.
    static func record(_ request: RequestReader.Request) -> RecordedRequest {
        let target = request.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        var parts: [RecordedPart]?
        var multipartError: String?
        let contentType = headers["content-type"] ?? ""
        if contentType.lowercased().hasPrefix("multipart/form-data") {
            do throws(Multipart.Broken) {
                guard let boundary = Multipart.parameters(of: contentType)["boundary"] else {
                    throw Multipart.Broken(reason: "the Content-Type has no boundary")
                }
                parts = try Multipart.parts(of: request.body, boundary: boundary)
            } catch {
                multipartError = error.reason
            }
        }
        return RecordedRequest(
            method: request.method, path: String(target[0]), query: target.count > 1 ? String(target[1]) : "",
            headers: headers, body: Data(request.body), multipart: parts, multipartError: multipartError,
            ending: nil)
    }
}
