import Foundation
import Images

/// Writes pictures in the kitty graphics protocol, which kitty, WezTerm, Ghostty and Konsole draw as
/// real pixels: an image is sent once under an id, as 24-bit RGB (`f=24`) in base64, in chunks of at
/// most 4,096 characters, each an APC sequence `ESC _ G <keys> ; <chunk> ESC \` whose `m=1` says more
/// follow and `m=0` ends the image; then it is placed by its id wherever it shows. `q=2` everywhere:
/// the terminal answers nothing.
public enum KittyGraphics {
    /// The most base64 characters one chunk carries.
    public static let chunkSize = 4_096

    /// The sequences that send `image` as image `id` without showing it: the first chunk carries
    /// `a=t,f=24,s=<width>,v=<height>,i=<id>,q=2,m=…`, the following ones only `m`.
    public static func transmit(_ image: Picture, id: Int) -> String {
        let payload = Array(Data(image.rgb).base64EncodedString().utf8)
        var text = ""
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let keys =
                start == 0 ? "a=t,f=24,s=\(image.width),v=\(image.height),i=\(id),q=2,m=\(more)" : "m=\(more)"
            text += "\u{1B}_G\(keys);\(String(decoding: payload[start..<end], as: UTF8.self))\u{1B}\\"
            start = end
        } while start < payload.count
        return text
    }

    /// Shows image `id` at the cursor, scaled to `columns` × `rows` cells, without moving the cursor.
    public static func place(id: Int, columns: Int, rows: Int) -> String {
        "\u{1B}_Ga=p,i=\(id),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
    }

    /// Takes every placed image off the screen, keeping the images for placing again (`a=d,d=a`).
    public static let deletePlacements = "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"

    /// Takes every image off the screen and frees them (`a=d,d=A`).
    public static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}
