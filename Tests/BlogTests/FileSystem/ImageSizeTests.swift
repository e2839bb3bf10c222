// Image sizes read from headers made byte by byte from each format's specification.
@testable import Blog
import Foundation
import Testing

struct ImageSizeTests {
    static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }

    /// A PNG signature and IHDR chunk (PNG 1.2, 11.2.2): width 640, height 480.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8)
        + be32(640) + be32(480) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]

    /// A JPEG with a JFIF APP0, optionally an Exif APP1 with the orientation `orientation`, and a SOF0 of 300 × 200.
    static func jpeg(orientation: Int? = nil, frame: UInt8 = 0xC0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0] + be16(1) + be16(1) + [0, 0]
        if let orientation {
            // "Exif\0\0", a big-endian TIFF header whose first directory (at 8) has one entry: 0x0112, SHORT, 1.
            let tiff: [UInt8] = Array("MM".utf8) + be16(42) + be32(8) + be16(1) + be16(0x0112) + be16(3) + be32(1)
                + be16(orientation) + [0, 0] + be32(0)
            let exif = Array("Exif".utf8) + [0, 0] + tiff
            bytes += [0xFF, 0xE1] + be16(exif.count + 2) + exif
        }
        // A Huffman table segment (DHT, C4) first: its marker is in the SOF range but is not a frame.
        bytes += [0xFF, 0xC4] + be16(3) + [0]
        bytes += [0xFF, frame] + be16(17) + [8] + be16(200) + be16(300) + [3] + Array(repeating: 0, count: 9)
        return bytes + [0xFF, 0xDA]
    }

    @Test func pngGifAndJpegHeaders() {
        #expect(ImageSize.parse(Self.png) == ImageSize(width: 640, height: 480))
        // GIF89a, logical screen 320 × 200, little-endian (GIF89a, section 18).
        #expect(ImageSize.parse(Array("GIF89a".utf8) + [0x40, 0x01, 0xC8, 0x00, 0, 0, 0]) == ImageSize(width: 320, height: 200))
        #expect(ImageSize.parse(Self.jpeg()) == ImageSize(width: 300, height: 200))
        // Progressive (SOF2) frames count as well.
        #expect(ImageSize.parse(Self.jpeg(frame: 0xC2)) == ImageSize(width: 300, height: 200))
        // Orientation 6 (a phone held upright) is shown turned a quarter: 200 wide, 300 high; 3 (upside down) is not.
        #expect(ImageSize.parse(Self.jpeg(orientation: 6)) == ImageSize(width: 200, height: 300))
        #expect(ImageSize.parse(Self.jpeg(orientation: 3)) == ImageSize(width: 300, height: 200))
    }

    @Test func webPInEachOfItsThreeForms() {
        let riff = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        // VP8X: 24-bit width − 1 and height − 1 at 24 and 27: 1024 × 768.
        let extended = riff + Array("VP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0] + [0xFF, 0x03, 0x00] + [0xFF, 0x02, 0x00]
        #expect(ImageSize.parse(extended) == ImageSize(width: 1024, height: 768))
        // VP8L: signature 0x2F, then 14 bits of width − 1 and 14 of height − 1: 99 | 49 << 14 = 0x000C4063 is 100 × 50.
        let lossless = riff + Array("VP8L".utf8) + [5, 0, 0, 0] + [0x2F, 0x63, 0x40, 0x0C, 0x00]
        #expect(ImageSize.parse(lossless) == ImageSize(width: 100, height: 50))
        // VP8: a frame tag, the start code 9D 01 2A, then 14-bit width and height (the top two bits are scaling).
        let lossy = riff + Array("VP8 ".utf8) + [10, 0, 0, 0] + [0, 0, 0] + [0x9D, 0x01, 0x2A] + [0x80, 0x02] + [0xE0, 0xC1]
        #expect(ImageSize.parse(lossy) == ImageSize(width: 640, height: 480))
    }

    @Test func svgSizesAsABrowserTakesThem() {
        func svg(_ text: String) -> ImageSize? { ImageSize.parse(Array(text.utf8)) }
        #expect(svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80px">"#) == ImageSize(width: 120, height: 80))
        #expect(svg("<?xml version=\"1.0\"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg width='3in' height='72pt'/>")
                == ImageSize(width: 288, height: 96))
        // One length and the viewBox's ratio give the other.
        #expect(svg(#"<svg viewBox="0 0 240 200" width="480">"#) == ImageSize(width: 480, height: 400))
        // No absolute size: the container decides, so nothing is said.
        #expect(svg(#"<svg viewBox="0 0 240 200">"#) == nil)
        #expect(svg(#"<svg width="100%" height="50%">"#) == nil)
        #expect(svg(#"<svg width="2em" height="1em" viewBox="0 0 2 1">"#) == nil)
        #expect(svg(#"<svgx width="10" height="10">"#) == nil)
    }

    @Test func brokenAndHostileHeadersGiveNoSize() {
        #expect(ImageSize.parse([]) == nil)
        #expect(ImageSize.parse(Array(Self.png.prefix(20))) == nil)
        #expect(ImageSize.parse(Array(Self.jpeg().prefix(30))) == nil)
        // A JPEG segment that claims a length of 0 or 1, and one that runs past the end.
        #expect(ImageSize.parse([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]) == nil)
        #expect(ImageSize.parse([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0x00]) == nil)
        // Sides past a million pixels, zero, and a number too large for an Int are not believed.
        #expect(ImageSize.parse(Array(Self.png.prefix(16)) + Self.be32(0x7FFF_FFFF) + Self.be32(10)) == nil)
        #expect(ImageSize.parse(Array("GIF89a".utf8) + [0, 0, 0xC8, 0x00]) == nil)
        #expect(ImageSize.parse(Array(#"<svg width="1e300" height="5">"#.utf8)) == nil)
        #expect(ImageSize.parse(Array(#"<svg width="5" viewBox="0 0 1e-300 1e300">"#.utf8)) == nil)
        #expect(ImageSize.parse(Array("<svg width=\"5\" height=\"".utf8) + Array(repeating: UInt8(ascii: "9"), count: 100_000)) == nil)
    }
}
