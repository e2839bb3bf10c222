// Unique ids for a post's HTML on a page that holds several posts (month and index pages).

/// Prefixes the ids a post's Markdown produced (headings, footnotes) and the `#links` to them, so two
/// posts on one page never share an id: `id="main-axis"` becomes `id="p1-main-axis"`. Empty named
/// anchors (`<a id="old"></a>`, written by authors and by the MPC importer for old links) keep their ids.
struct HTMLIDScope {
    /// The ids to rewrite.
    let ids: Set<String>
    /// What goes before them, followed by `-`.
    let prefix: String

    /// The scope of the ids `html` defines.
    init(definedIn html: String, prefix: String) {
        self.prefix = prefix
        var ids = Set<String>()
        var html = html
        html.withUTF8 { bytes in
            Self.scan(bytes) { kind, value in
                if case .id(let isEmptyAnchor) = kind, !isEmptyAnchor { ids.insert(Self.string(bytes, value)) }
            }
        }
        self.ids = ids
    }

    /// `html` with every `id="X"` and `href="#X"` for an X of this scope prefixed.
    func apply(to html: String) -> String {
        guard !ids.isEmpty else { return html }
        var html = html
        return html.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var last = 0
            Self.scan(bytes) { _, value in
                guard ids.contains(Self.string(bytes, value)) else { return }
                result += bytes[last..<value.lowerBound]
                result += (prefix + "-").utf8
                last = value.lowerBound
            }
            result += bytes[last...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// A summary's `#links` to ids only the full post has (a footnote, a later heading), sent to the
    /// post's own page `url`, where the ids are unprefixed; links to ids the summary has are scoped.
    func applyToSummary(_ html: String, postURL url: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            var defined = Set<String>()
            Self.scan(bytes) { kind, value in
                if case .id = kind { defined.insert(Self.string(bytes, value)) }
            }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 64)
            var last = 0
            Self.scan(bytes) { kind, value in
                let name = Self.string(bytes, value)
                guard ids.contains(name) else { return }
                if case .fragment = kind, !defined.contains(name) {
                    let hash = value.lowerBound - 1
                    result += bytes[last..<hash]
                    result += url.utf8
                    last = hash
                } else {
                    result += bytes[last..<value.lowerBound]
                    result += (prefix + "-").utf8
                    last = value.lowerBound
                }
            }
            result += bytes[last...]
            return String(decoding: result, as: UTF8.self)
        }
    }

    enum Kind { case id(isEmptyAnchor: Bool), fragment }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static let idAttribute = Array(" id=\"".utf8)
    private static let fragmentAttribute = Array(" href=\"#".utf8)
    private static let emptyAnchorStart = Array("<a id=\"".utf8)
    private static let emptyAnchorEnd = Array("\"></a>".utf8)

    /// Calls `found` for each `id="…"` and `href="#…"` with where its value is in the UTF-8 `bytes`.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ found: (Kind, Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x20 else { index += 1; continue }
            let rest = bytes[index...]
            let kind: Kind, valueStart: Int
            if rest.starts(with: idAttribute) {
                valueStart = index + idAttribute.count
                // `<a id="x"></a>`: the tag starts with `<a ` right before and closes at once.
                let isAnchorStart = index >= 2 && bytes[(index - 2)..<valueStart].elementsEqual(emptyAnchorStart)
                kind = .id(isEmptyAnchor: isAnchorStart)
            } else if rest.starts(with: fragmentAttribute) {
                valueStart = index + fragmentAttribute.count
                kind = .fragment
            } else {
                index += 1
                continue
            }
            guard let valueEnd = bytes[valueStart...].firstIndex(of: 0x22) else { return }
            if case .id(true) = kind, !bytes[valueEnd...].starts(with: emptyAnchorEnd) {
                found(.id(isEmptyAnchor: false), valueStart..<valueEnd)
            } else {
                found(kind, valueStart..<valueEnd)
            }
            index = valueEnd
        }
    }
}
