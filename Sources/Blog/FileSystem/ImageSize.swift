// An image file's width and height in CSS pixels, read from its header (PNG, JPEG, GIF, WebP, SVG), never decoded.
import Foundation

/// The size a browser gives an image before any CSS: its pixel size (a JPEG rotated by its Exif orientation is
/// shown turned, so its width and height swap), or for SVG the `width` and `height` of its root, else its `viewBox`.
public struct ImageSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The most bytes read of one file: enough for any header and a JPEG's Exif, ICC and thumbnail segments before
    /// its frame header; a file that needs more gives no size.
    static let maxBytesRead = 1 << 20
    /// The largest side taken as real; a header claiming more is not believed.
    static let maxSide = 1 << 20

    /// The size of the image file at `path`, or `nil` when it is not one of the formats or its header is broken.
    static func read(path: String) -> ImageSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64 * 1024)) ?? Data()
        if head.count == 64 * 1024, head.starts(with: [0xFF, 0xD8]) {
            // A JPEG's frame header may follow large segments: read on, within the bound.
            let rest = (try? handle.read(upToCount: maxBytesRead - head.count)) ?? Data()
            return parse([UInt8](head + rest))
        }
        return parse([UInt8](head))
    }

    /// The size in `bytes`, the start of a file.
    static func parse(_ bytes: [UInt8]) -> ImageSize? {
        let size: ImageSize?
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            size = png(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            size = jpeg(bytes)
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            size = bytes.count >= 10 ? ImageSize(width: le16(bytes, 6), height: le16(bytes, 8)) : nil
        } else if bytes.count >= 16, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            size = webP(bytes)
        } else {
            size = SVGSize.parse(bytes)
        }
        guard let size, size.width > 0, size.height > 0, size.width <= maxSide, size.height <= maxSide else { return nil }
        return size
    }

    /// PNG: the IHDR chunk, first after the signature (PNG 1.2, section 11.2.2).
    private static func png(_ bytes: [UInt8]) -> ImageSize? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return ImageSize(width: be32(bytes, 16), height: be32(bytes, 20))
    }

    /// WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended), each keeping the size its own way
    /// (RFC 9649, sections 2.5–2.7).
    private static func webP(_ bytes: [UInt8]) -> ImageSize? {
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8 " where bytes.count >= 30 && Array(bytes[23..<26]) == [0x9D, 0x01, 0x2A]:
            return ImageSize(width: le16(bytes, 26) & 0x3FFF, height: le16(bytes, 28) & 0x3FFF)
        case "VP8L" where bytes.count >= 25 && bytes[20] == 0x2F:
            let bits = UInt32(bytes[21]) | UInt32(bytes[22]) << 8 | UInt32(bytes[23]) << 16 | UInt32(bytes[24]) << 24
            return ImageSize(width: Int(bits & 0x3FFF) + 1, height: Int((bits >> 14) & 0x3FFF) + 1)
        case "VP8X" where bytes.count >= 30:
            return ImageSize(width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1)
        default:
            return nil
        }
    }

    /// JPEG: the first start-of-frame segment (ITU T.81, B.2.2), turned when an Exif APP1 segment before it says the
    /// picture is shown rotated by a quarter turn (orientations 5–8).
    private static func jpeg(_ bytes: [UInt8]) -> ImageSize? {
        var index = 2
        var turned = false
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill bytes
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            let length = be16(bytes, index + 2)
            guard length >= 2 else { return nil }
            let body = index + 4
            // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard body + 5 <= bytes.count else { return nil }
                let height = be16(bytes, body + 1), width = be16(bytes, body + 3)
                return turned ? ImageSize(width: height, height: width) : ImageSize(width: width, height: height)
            }
            if marker == 0xE1, body + length - 2 <= bytes.count, let orientation = exifOrientation(bytes[body..<(body + length - 2)]) {
                turned = (5...8).contains(orientation)
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // image data before any frame header
            index = body + length - 2
        }
        return nil
    }

    /// The Orientation tag (0x0112) of an Exif APP1 segment's first image file directory (Exif 2.3, 4.6.4).
    private static func exifOrientation(_ segment: ArraySlice<UInt8>) -> Int? {
        let bytes = Array(segment)
        guard bytes.count >= 14, bytes.starts(with: Array("Exif".utf8) + [0, 0]) else { return nil }
        let tiff = 6
        let little: Bool
        switch (bytes[tiff], bytes[tiff + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? (little ? le16(bytes, at) : be16(bytes, at)) : nil }
        func u32(_ at: Int) -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            return little ? le16(bytes, at) | le16(bytes, at + 2) << 16 : be32(bytes, at)
        }
        guard let offset = u32(tiff + 4), offset < bytes.count, let count = u16(tiff + offset) else { return nil }
        for entry in 0..<min(count, 512) {
            let at = tiff + offset + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 { return u16(at + 8) }
        }
        return nil
    }

    private static func be16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    private static func be32(_ bytes: [UInt8], _ at: Int) -> Int { be16(bytes, at) << 16 | be16(bytes, at + 2) }
    private static func le16(_ bytes: [UInt8], _ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    private static func le24(_ bytes: [UInt8], _ at: Int) -> Int { le16(bytes, at) | Int(bytes[at + 2]) << 16 }
}
