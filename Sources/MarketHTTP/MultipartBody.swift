import Foundation

/// A `multipart/form-data` body (RFC 7578) framed with CRLF, as the register endpoint requires.
struct MultipartBody: Sendable {
    let boundary: String
    private(set) var data = Data()

    init(boundary: String) {
        self.boundary = boundary
    }

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Adds a part; `fileName` makes it a file part.
    mutating func append(name: String, fileName: String? = nil, contentType: String, body: Data) {
        var disposition = "Content-Disposition: form-data; name=\"\(name.quotedFieldValue)\""
        if let fileName { disposition += "; filename=\"\(fileName.quotedFieldValue)\"" }
        data.append(Data("--\(boundary)\r\n\(disposition)\r\nContent-Type: \(contentType)\r\n\r\n".utf8))
        data.append(body)
        data.append(Data("\r\n".utf8))
    }

    /// The body with its closing delimiter.
    func finished() -> MultipartBody {
        var copy = self
        copy.data.append(Data("--\(boundary)--\r\n".utf8))
        return copy
    }
}

extension String {
    /// A header parameter value with quotes and line breaks escaped, so a file name cannot break framing.
    fileprivate var quotedFieldValue: String {
        // By scalar: "\r\n" is a single Character, which matches neither "\r" nor "\n".
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": escaped += "%22"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
