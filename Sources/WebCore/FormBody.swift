import Foundation

/// Why a request body could not be read as the form or JSON a handler expected; `status` is the
/// answer to give (400 malformed, 413 too many parts, 415 wrong media type).
public struct BodyError: Error, Equatable, Sendable, CustomStringConvertible {
    public var status: Int
    public var description: String

    public init(_ status: Int, _ description: String) {
        self.status = status
        self.description = description
    }

    /// The answer for this error.
    public var response: HTTPResponse { .text("\(description)\n", status: status) }
}

/// The fields of an `application/x-www-form-urlencoded` body, in order.
public struct FormFields: Sendable {
    public var pairs: [(name: String, value: String)]

    /// Parses `body` strictly (malformed percent-encoding or invalid UTF-8 is an error) with at most
    /// `maxFields` fields.
    public init(body: Data, maxFields: Int = 256) throws(BodyError) {
        guard let text = String(data: body, encoding: .utf8) else {
            throw BodyError(400, "form is not UTF-8")
        }
        guard let pairs = PercentDecoding.pairs(Substring(text), limit: maxFields) else {
            throw BodyError(400, "malformed form body or too many fields")
        }
        self.pairs = pairs
    }

    /// The first value of the field `name`, or nil.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }
}

extension HTTPRequest {
    /// The body as form fields; 415 unless it is `application/x-www-form-urlencoded`.
    public func formFields(maxFields: Int = 256) throws(BodyError) -> FormFields {
        guard mediaType == "application/x-www-form-urlencoded" else {
            throw BodyError(415, "expected application/x-www-form-urlencoded")
        }
        return try FormFields(body: body, maxFields: maxFields)
    }

    /// The body decoded as JSON; 415 unless it is `application/json`, 400 when it does not decode.
    public func decodeJSON<Value: Decodable>(_ type: Value.Type) throws(BodyError) -> Value {
        guard mediaType == "application/json" else { throw BodyError(415, "expected application/json") }
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            throw BodyError(400, "malformed JSON body")
        }
    }

    /// The parts of a `multipart/form-data` body; 415 for another media type.
    public func multipartParts(maxParts: Int = 32) throws(BodyError) -> [MultipartPart] {
        guard mediaType == "multipart/form-data", let contentType = headers["content-type"] else {
            throw BodyError(415, "expected multipart/form-data")
        }
        return try MultipartFormData.parse(body, contentType: contentType, maxParts: maxParts)
    }
}
