import Foundation
import Images
import Screens

/// Turns image bytes into the small picture a slot shows: its centred square decoded at the smallest
/// size that still covers the slot (a JPEG reduced in the DCT when that still does), scaled down by area
/// averaging and laid on white where it is transparent. Pure and synchronous; the effect handler runs
/// it off the main actor.
enum PictureDecoding {
    /// The picture `side` × `side` pixels (never larger than the image), or nil when the bytes are no
    /// picture this decoder reads.
    static func picture(from data: Data, side: Int) -> Picture? {
        guard side > 0, let scaled = try? ImageDecoder.decodeCentredSquare([UInt8](data), side: side) else {
            return nil
        }
        let target = scaled.width
        var rgb = [UInt8]()
        rgb.reserveCapacity(target * target * 3)
        var offset = 0
        while offset < scaled.pixels.count {
            let alpha = Int(scaled.pixels[offset + 3])
            for channel in 0..<3 {
                let value = Int(scaled.pixels[offset + channel])
                // Straight alpha over white, rounded.
                rgb.append(UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255))
            }
            offset += 4
        }
        return Picture(width: target, height: target, rgb: rgb)
    }
}
