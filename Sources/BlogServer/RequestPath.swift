// Turning a request's URL path into a file path inside the site folder, refusing anything that could escape it.
import Blog

/// A request path checked and decoded into the relative path of a file in the site folder.
///
/// The rules are strict because the preview server may be reachable from other machines
/// (`--host 0.0.0.0`): a path is refused when, after percent-decoding, it has a `..` or `.`
/// segment, a hidden segment (`.git`, the builder's temporary files) but for those blog.yml's `include:` publishes
/// (`.well-known`), a backslash or a NUL, or when
/// it encodes a slash or backslash (`%2F`, `%5C`), or is not valid UTF-8. Symbolic links are checked
/// separately, on the file system (`SiteFiles`).
struct RequestPath: Hashable, Sendable {
    /// The path segments, decoded; empty for the site root.
    var segments: [String]
    /// Whether the URL path ended in `/` (a folder URL).
    var isFolder: Bool

    /// The relative file path (`2021/07/index.html`), with `index.html` appended for folder URLs.
    var filePath: String {
        let joined = segments.joined(separator: "/")
        if isFolder { return joined.isEmpty ? SitePaths.home : joined + "/" + SitePaths.home }
        return joined
    }

    /// Parses the path part of a request target (no query). Returns nil for any path that is refused; a hidden
    /// segment is taken only inside `includedHidden` (blog.yml's `include:`).
    init?(urlPath: String, includedHidden: [String] = []) {
        var path = Substring(urlPath)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<query] }
        guard path.first == "/" else { return nil }
        var segments: [String] = []
        let raw = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        for (index, piece) in raw.enumerated() {
            if piece.isEmpty {
                // `//` inside a path, or the final slash of a folder URL.
                if index == raw.count - 1 { break }
                return nil
            }
            guard let decoded = RequestPath.percentDecoded(piece) else { return nil }
            if decoded.contains("/") || decoded.contains("\\") || decoded.contains("\0") || decoded == "." || decoded == ".." {
                return nil
            }
            segments.append(decoded)
            if decoded.hasPrefix("."), !SiteConfig.includes(hiddenPath: segments.joined(separator: "/"),
                                                            isFolder: index < raw.count - 1, in: includedHidden) {
                return nil
            }
        }
        self.segments = segments
        self.isFolder = path.hasSuffix("/")
    }

    /// `piece` with `%XX` escapes decoded; nil for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ piece: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(piece.utf8.count)
        var iterator = piece.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
