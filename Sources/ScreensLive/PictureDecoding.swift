import Foundation
import Images
import Screens

/// Turns image bytes into the small picture a slot shows: its centred square decoded at the smallest
/// size that still covers the slot (a JPEG reduced in the DCT when that still does), scaled down by area
/// averaging and laid on white where it is transparent. Pure and synchronous; the effect handler runs
/// it off the main actor. The same bytes at the same side are decoded once (`DecodedPictures`).
enum PictureDecoding {
    /// The picture `side` × `side` pixels (never larger than the image), or nil when the bytes are no
    /// picture this decoder reads.
    static func picture(from data: Data, side: Int) -> Picture? {
        guard side > 0 else { return nil }
        return DecodedPictures.shared.picture(from: data, side: side) { data, side in
            (try? ImageDecoder.decodeCentredSquare([UInt8](data), side: side)).flatMap(Picture.init)
        }
    }
}
