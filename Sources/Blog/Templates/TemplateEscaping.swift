// The HTML escaping of `{{name}}` in templates: swift-mustache's, done on UTF-8 bytes.
import Mustache

/// Escapes `& < > " '` as swift-mustache's HTML content type does, but on bytes, and returns text with
/// nothing to escape as it is (most titles, dates and URLs): its character-by-character escaping was a
/// tenth of a big site's build time.
struct TemplateEscaping: MustacheContentType {
    /// The content-type name templates are switched to by `pragma`.
    static let name = "BLOG_HTML"
    /// Put on its own first line of every template (a standalone tag: it leaves no output, and moves
    /// the template's own lines down by one, which parse errors correct for).
    static let pragma = "{{% CONTENT_TYPE: \(name)}}\n"

    /// Registers the content type with swift-mustache, once per process.
    static let registered: Void = MustacheContentTypes.register(TemplateEscaping(), named: name)

    func escapeText(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case 0x26: bytes += "&amp;".utf8
            case 0x3C: bytes += "&lt;".utf8
            case 0x3E: bytes += "&gt;".utf8
            case 0x22: bytes += "&quot;".utf8
            case 0x27: bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
