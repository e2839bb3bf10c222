// The sizes of the site's own image files by their path in the site, for the width and height of Markdown images.
import Foundation

/// The site's image files and their sizes, keyed by their path in the built site (`images/x.png` for
/// `content/images/x.png`). A Markdown image whose URL starts with `/` names one of them.
public struct ImageSizes: Sendable, Hashable {
    private var sizes: [String: ImageSize]

    public init(_ sizes: [String: ImageSize] = [:]) { self.sizes = sizes }

    /// The file extensions read as images.
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    /// The size of the file at `sitePath`, if it is one of the site's images.
    subscript(sitePath: String) -> ImageSize? { sizes[sitePath] }

    /// The site path a Markdown image URL names: `/images/a%20b.png?v=2` is `images/a b.png`. `nil` for a URL that is
    /// relative (its page decides what it names), on another host, or not a path.
    static func sitePath(ofURL url: String) -> String? {
        guard url.hasPrefix("/"), !url.hasPrefix("//") else { return nil }
        let path = url.dropFirst().prefix(while: { $0 != "?" && $0 != "#" })
        guard let decoded = String(path).removingPercentEncoding, !decoded.isEmpty else { return nil }
        return decoded
    }
}

/// The images a rendering looked up, with the size it found for each (`nil`: none), so that a reused rendering can
/// be checked against the site's images now.
public typealias ImageLookups = [String: ImageSize?]

extension ImageSizes {
    /// Whether every image in `lookups` still has the size it had.
    func agrees(with lookups: ImageLookups) -> Bool {
        lookups.allSatisfy { self[$0.key] == $0.value }
    }
}
