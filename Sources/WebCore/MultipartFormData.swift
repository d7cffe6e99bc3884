import Foundation

/// One part of a `multipart/form-data` body: a field (`filename` nil) or an uploaded file.
public struct MultipartPart: Sendable, Equatable {
    public var name: String
    public var filename: String?
    public var contentType: String?
    public var data: Data

    public init(name: String, filename: String? = nil, contentType: String? = nil, data: Data) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.data = data
    }

    /// The part as UTF-8 text, or nil.
    public var text: String? { String(data: data, encoding: .utf8) }
}

/// A strict `multipart/form-data` reader (RFC 7578): the body starts with the first delimiter (no
/// preamble), every part has `Content-Disposition: form-data; name="…"`, part heads are at most 1 KB
/// of at most 8 fields, and the closing delimiter ends the body (a final CRLF aside). Anything else is
/// a 400, more than `maxParts` parts a 413. The whole body is already bounded by the server.
public enum MultipartFormData {
    static let maxPartHeadBytes = 1024

    public static func parse(_ body: Data, contentType: String, maxParts: Int = 32) throws(BodyError)
        -> [MultipartPart]
    {
        guard let boundary = MediaType.parameter("boundary", of: contentType),
            (1...70).contains(boundary.count),
            boundary.allSatisfy({ $0.isASCII && !$0.isNewline })
        else { throw BodyError(400, "missing or malformed multipart boundary") }
        let bytes = [UInt8](body)
        let delimiter = Array("--\(boundary)".utf8)
        let separator = Array("\r\n--\(boundary)".utf8)
        guard bytes.starts(with: delimiter) else {
            throw BodyError(400, "body does not start with the boundary")
        }
        var position = delimiter.count
        var parts: [MultipartPart] = []
        while true {
            if bytes[position...].starts(with: Array("--".utf8)) {
                let rest = bytes[(position + 2)...]
                guard rest.isEmpty || rest.elementsEqual([13, 10]) else {
                    throw BodyError(400, "bytes after the closing boundary")
                }
                return parts
            }
            guard bytes[position...].starts(with: [13, 10]) else {
                throw BodyError(400, "malformed boundary line")
            }
            position += 2
            guard parts.count < maxParts else { throw BodyError(413, "more than \(maxParts) parts") }
            let headLimit = min(bytes.count, position + maxPartHeadBytes)
            guard let headEnd = RequestHeadParser.endOfHead(in: Array(bytes[position..<headLimit])) else {
                throw BodyError(400, "part head missing or longer than \(maxPartHeadBytes) bytes")
            }
            let head = try partHead(bytes[position..<(position + headEnd - 4)])
            position += headEnd
            guard let end = find(separator, in: bytes, from: position) else {
                throw BodyError(400, "part without a closing boundary")
            }
            parts.append(
                MultipartPart(
                    name: head.name, filename: head.filename, contentType: head.contentType,
                    data: Data(bytes[position..<end])))
            position = end + separator.count
        }
    }

    private struct PartHead {
        var name: String
        var filename: String?
        var contentType: String?
    }

    private static func partHead(_ bytes: ArraySlice<UInt8>) throws(BodyError) -> PartHead {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw BodyError(400, "part head not UTF-8")
        }
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard lines.count <= 8 else { throw BodyError(400, "too many part header fields") }
        var disposition: String?
        var contentType: String?
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { throw BodyError(400, "malformed part header") }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch name {
            case "content-disposition":
                guard disposition == nil else { throw BodyError(400, "repeated Content-Disposition") }
                disposition = value
            case "content-type": contentType = value
            default: continue
            }
        }
        guard let disposition, let parameters = dispositionParameters(disposition),
            let name = parameters["name"]
        else { throw BodyError(400, "part without Content-Disposition: form-data; name") }
        return PartHead(name: name, filename: parameters["filename"], contentType: contentType)
    }

    /// `form-data; name="a"; filename="b.png"` -> `["name": "a", "filename": "b.png"]`; nil unless the
    /// type is form-data and every parameter is well formed (quoted values end with a quote; browsers
    /// send a quote inside a value as `%22`).
    static func dispositionParameters(_ value: String) -> [String: String]? {
        var rest = Substring(value)
        guard let semicolon = rest.firstIndex(of: ";") ?? Optional(rest.endIndex),
            rest[..<semicolon].trimmingCharacters(in: .whitespaces).lowercased() == "form-data"
        else { return nil }
        rest = rest[semicolon...]
        var parameters: [String: String] = [:]
        while !rest.isEmpty {
            guard rest.first == ";" else { return nil }
            rest = rest.dropFirst().drop { $0 == " " }
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let name = rest[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            rest = rest[rest.index(after: equals)...]
            let parameterValue: Substring
            if rest.first == "\"" {
                guard let close = rest.dropFirst().firstIndex(of: "\"") else { return nil }
                parameterValue = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...].drop { $0 == " " }
            } else {
                let end = rest.firstIndex(of: ";") ?? rest.endIndex
                parameterValue = rest[..<end]
                rest = rest[end...]
            }
            guard !name.isEmpty, parameters[name] == nil else { return nil }
            parameters[name] = String(parameterValue)
        }
        return parameters
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
