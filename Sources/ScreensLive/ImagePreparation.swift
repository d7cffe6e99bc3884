import Foundation
import Images
import Market
import Screens

/// Fits a chosen file under the market's byte limit, as the form attaches it, its shape kept
/// (`ImageFitter`): a PNG or a square picture under the limit is kept as it is; anything else is scaled
/// down and re-encoded as JPEG until it is under the limit. Pure and synchronous; the effect handler
/// runs it off the main actor.
enum ImagePreparation {
    /// The upload to attach, with its pixel size, or why the file is refused.
    static func prepare(_ upload: ImageUpload, maxBytes: Int) -> ProductFormEvent {
        let bytes = [UInt8](upload.data)
        do throws(ImageError) {
            var fitted = try ImageFitter.fit(bytes, under: maxBytes)
            if fitted.bytes == bytes, upload.format == nil {
                // Decodable, but not a complete file as the market recognises one: write it anew.
                fitted = try ImageFitter.fit(ImageDecoder.decode(bytes), under: maxBytes)
            }
            let fileName = fitted.bytes == bytes ? upload.fileName : jpegName(upload.fileName)
            return .imagePrepared(
                ImageUpload(
                    fileName: fileName, data: Data(fitted.bytes),
                    pixelSize: PixelSize(width: fitted.width, height: fitted.height)))
        } catch .cannotFit {
            return .imageAttachFailed(
                AttachError(fileName: upload.fileName, reason: .tooLarge(bytes: upload.data.count)))
        } catch {
            return .imageAttachFailed(AttachError(fileName: upload.fileName, reason: .notAnImage))
        }
    }

    /// The file name with a `.jpg` extension, unless it already names a JPEG: `cup.png` → `cup.jpg`.
    static func jpegName(_ fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else {
            return fileName + ".jpg"
        }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        return ext == "jpg" || ext == "jpeg" ? fileName : fileName[..<dot] + ".jpg"
    }
}
