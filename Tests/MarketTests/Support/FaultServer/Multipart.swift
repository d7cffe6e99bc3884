import Foundation

/// Parses multipart/form-data bodies with RFC 7578's CRLF framing, as the real server's framework
/// does: a broken framing is an error naming what is wrong.
enum Multipart {
    struct Broken: Error {
        let reason: String
    }

    /// The `; key=value` parameters of a header value, quoted or not, keys lowercased.
    static func parameters(of value: String) -> [String: String] {
        var parameters: [String: String] = [:]
        for match in value.matches(of: #/;\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)/#) {
            let raw = String(match.output.2)
            parameters[match.output.1.lowercased()] =
                raw.hasPrefix("\"") ? String(raw.dropFirst().dropLast()).replacing("\\\"", with: "\"") : raw
        }
        return parameters
    }

    /// The parts of `body`, framed by `boundary`.
    static func parts(of body: [UInt8], boundary: String) throws(Broken) -> [RecordedPart] {
        let delimiter = Array("--\(boundary)".utf8)
        let crlf: [UInt8] = [13, 10]
        var position: Int
        if body.starts(with: delimiter) {
            position = delimiter.count
        } else {
            // A preamble is allowed, but it has to end with CRLF before the first delimiter.
            guard let start = RequestReader.find(crlf + delimiter, in: body) else {
                throw Broken(reason: "the first boundary --\(boundary) was not found")
            }
            position = start + 2 + delimiter.count
        }
        var parts: [RecordedPart] = []
        while true {
            let number = parts.count + 1
            if body[position...].starts(with: [45, 45]) { return parts }
            guard body[position...].starts(with: crlf) else {
                throw Broken(reason: "boundary of part \(number) is not followed by CRLF or --")
            }
            position += 2
            guard let headerEnd = RequestReader.find(crlf + crlf, in: body, from: position - 2) else {
                throw Broken(reason: "header section of part \(number) is not properly terminated")
            }
            let contentStart = max(headerEnd + 4, position)
            guard let end = RequestReader.find(crlf + delimiter, in: body, from: contentStart) else {
                throw Broken(reason: "part \(number) is not closed by CRLF --\(boundary)")
            }
            let headerBlock = headerEnd > position ? Array(body[position..<headerEnd]) : []
            parts.append(
                try part(headerBlock: headerBlock, content: Array(body[contentStart..<end]), number: number))
            position = end + 2 + delimiter.count
            guard position < body.count else {
                throw Broken(reason: "the final boundary --\(boundary)-- is missing")
            }
        }
    }

    /// One part; `headerBlock` is its header lines without the blank line.
    private static func part(headerBlock: [UInt8], content: [UInt8], number: Int) throws(Broken)
        -> RecordedPart
    {
        var headers: [String: String] = [:]
        let text = String(decoding: headerBlock, as: UTF8.self)
        for line in text.isEmpty ? [] : text.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), !line.contains("\n"), !line.contains("\r") else {
                throw Broken(reason: "malformed header line in part \(number): \(line.debugDescription)")
            }
            headers[line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()] =
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let disposition = headers["content-disposition"] ?? ""
        let parameters = parameters(of: disposition)
        guard disposition.lowercased().hasPrefix("form-data"), let name = parameters["name"] else {
            throw Broken(reason: "part \(number) has no Content-Disposition: form-data; name=...")
        }
        return RecordedPart(
            name: name, filename: parameters["filename"], contentType: headers["content-type"],
            text: String(validating: content, as: UTF8.self), size: content.count)
    }
}
