import Foundation
import Images
import Market
import WebCore

/// An image's bytes as an answer: the type read from the bytes themselves (PNG or JPEG, else bytes),
/// cached privately by the browser.
enum ImageResponse {
    static func make(_ data: Data) -> HTTPResponse {
        var response = HTTPResponse.data(data, contentType: contentType(of: data))
        response.headers.add("Cache-Control", "private, max-age=300")
        return response
    }

    static func contentType(of data: Data) -> String {
        ImageFormat(signatureOf: data)?.mimeType ?? "application/octet-stream"
    }
}
