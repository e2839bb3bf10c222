// Where rendered HTML has ids and `#links`, found once per post for every page that scopes them (HTMLIDScope).
import Foundation

/// Where an HTML text has ids and `#links`. A post's are found once, when it is read: each month and index page
/// that shows the post with others scopes its ids, and reading its HTML again for each took twice as long on posts
/// full of highlighted code, whose every span has an `=`.
struct HTMLIDPlaces: Sendable {
    /// An `id="…"` or `href="#…"`: its value's bytes in the text, and the id it names (a link's percent-decoded, as a
    /// browser matches `#%E5%BC%80` to `id="开"`: cmark encodes every non-ASCII fragment).
    struct Place: Sendable {
        let kind: Kind
        let value: Range<Int>
        let name: String
    }

    /// In the order of the text.
    let places: [Place]
    /// The ids the text defines, apart from those of empty named anchors (`<a id="old"></a>`).
    let definedIDs: Set<String>

    init(of html: String) {
        var places: [Place] = []
        var defined = Set<String>()
        var html = html
        html.withUTF8 { bytes in
            Self.scan(bytes) { kind, value in
                var name = Self.string(bytes, value)
                if kind == .fragment, name.utf8.contains(UInt8(ascii: "%")), let decoded = name.removingPercentEncoding { name = decoded }
                places.append(Place(kind: kind, value: value, name: name))
                if case .id(isEmptyAnchor: false) = kind { defined.insert(name) }
            }
        }
        self.places = places
        definedIDs = defined
    }

    /// An `id="…"` (an empty named anchor's, `<a id="old"></a>`, or another) or an `href="#…"`.
    enum Kind: Sendable, Equatable { case id(isEmptyAnchor: Bool), fragment }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Whether the UTF-8 `pattern` is in `bytes` at `index` (compared in place: this runs at every `=`
    /// of every post on every month and index page).
    @inline(__always)
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ pattern: StaticString) -> Bool {
        let count = pattern.utf8CodeUnitCount
        guard index >= 0, index + count <= bytes.count else { return false }
        let text = pattern.utf8Start
        for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        return true
    }

    /// Calls `found` for each `id="…"` and `href="#…"` with where its value is in the UTF-8 `bytes`.
    /// Jumps from one `=` to the next (memchr), as attributes are all that has them in most of the HTML.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ found: (Kind, Range<Int>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count, let hit = memchr(base + index, 0x3D, bytes.count - index) {
            let equals = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            index = equals + 1
            let kind: Kind, valueStart: Int
            if matches(bytes, at: equals - 3, " id=\"") {
                valueStart = equals + 2
                // `<a id="x"></a>`: the tag starts with `<a ` right before and closes at once.
                kind = .id(isEmptyAnchor: matches(bytes, at: equals - 5, "<a id=\""))
            } else if matches(bytes, at: equals - 5, " href=\"#") {
                valueStart = equals + 3
                kind = .fragment
            } else {
                continue
            }
            guard let quote = memchr(base + valueStart, 0x22, bytes.count - valueStart) else { return }
            let valueEnd = base.distance(to: quote.assumingMemoryBound(to: UInt8.self))
            if case .id(true) = kind, !matches(bytes, at: valueEnd, "\"></a>") {
                found(.id(isEmptyAnchor: false), valueStart..<valueEnd)
            } else {
                found(kind, valueStart..<valueEnd)
            }
            index = valueEnd
        }
    }
}
