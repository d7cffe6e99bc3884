import Foundation

/// A response's bytes on the wire: the status line, the handler's fields, and the fields the server
/// adds itself (`Content-Length`, `Connection`, `X-Content-Type-Options: nosniff`).
package enum ResponseEncoding {
    package static func head(_ response: HTTPResponse, bodyLength: Int?, keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(response.status) \(HTTPStatus.reason(response.status))\r\n"
        for field in response.headers
        where !["content-length", "connection"].contains(field.name.lowercased()) {
            text += "\(field.name): \(field.value)\r\n"
        }
        if let bodyLength { text += "Content-Length: \(bodyLength)\r\n" }
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n"
        text += "X-Content-Type-Options: nosniff\r\n\r\n"
        return Array(text.utf8)
    }

    package static func body(of response: HTTPResponse) -> [UInt8] {
        [UInt8](response.bytes)
    }
}
