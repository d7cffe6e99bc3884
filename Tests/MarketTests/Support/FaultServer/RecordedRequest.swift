import Foundation

/// One request as the loopback server received it, and how a streaming or held answer to it ended.
struct RecordedRequest: Sendable {
    let method: String
    /// The path without the query, as sent (still percent-encoded).
    let path: String
    /// The raw query string without `?`, or "".
    let query: String
    /// Header names lowercased; repeated headers joined with ", ".
    let headers: [String: String]
    let body: Data
    /// The parts of a multipart/form-data body, or nil when the request was not multipart or broken.
    let multipart: [RecordedPart]?
    /// Why the multipart framing was rejected (the server then answered 400), or nil.
    let multipartError: String?
    /// How a streaming (`endless`, `drip`, `oversized`) or held (`hold`) answer ended; nil while it
    /// still streams or holds, and for every other answer.
    var ending: AnswerEnding?

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    func parts(named name: String) -> [RecordedPart] { multipart?.filter { $0.name == name } ?? [] }
}

/// How an answer the server streamed or held ended.
struct AnswerEnding: Sendable, Equatable {
    /// The body bytes the server wrote (into the socket's buffers included).
    let bytesWritten: Int
    /// Whether it ended because the client hung up (closed or reset the connection), rather than
    /// because the whole body was written.
    let clientHungUp: Bool
}

/// One part of a recorded multipart/form-data body.
struct RecordedPart: Sendable, Equatable {
    let name: String
    let filename: String?
    let contentType: String?
    /// The part's bytes as UTF-8, or nil when they are not valid UTF-8 (e.g. an image).
    let text: String?
    /// The part's byte count.
    let size: Int
}
