// Helpers of the highlighter's tests: the class a lexer gives to a piece of code, and an HTML page's text.
@testable import Highlight

/// The classes of the tokens covering the first occurrence of `needle` in `code`, as one string: a single class
/// when one token covers it all (`"kd"`), classes joined by `+` otherwise, `""` for plain text.
func classOf(_ needle: String, in code: String, _ language: String, occurrence: Int = 1) -> String {
    let bytes = Array(code.utf8)
    let target = Array(needle.utf8)
    var found = -1
    var seen = 0
    var index = 0
    while index + target.count <= bytes.count {
        if bytes[index..<(index + target.count)].elementsEqual(target) {
            seen += 1
            if seen == occurrence {
                found = index
                break
            }
        }
        index += 1
    }
    guard found >= 0, let tokens = CodeBlockHTML.tokens(code, language: language) else { return "?" }
    var classes: [String] = []
    for offset in found..<(found + target.count) where !ByteSet.whitespace.contains(bytes[offset]) {
        let token = tokens.first { $0.start <= offset && offset < $0.end }
        let name = token?.tokenClass.rawValue ?? ""
        if classes.last != name { classes.append(name) }
    }
    return classes.joined(separator: "+")
}

/// The text an HTML fragment shows: tags removed, the four entities the writer makes decoded. Works on bytes,
/// so a megabyte block is checked in a blink.
func textContent(_ html: String) -> String {
    let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]
    let bytes = Array(html.utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var index = 0
    var inTag = false
    outer: while index < bytes.count {
        let byte = bytes[index]
        if inTag {
            if byte == UInt8(ascii: ">") { inTag = false }
            index += 1
            continue
        }
        if byte == UInt8(ascii: "<") {
            inTag = true
            index += 1
            continue
        }
        if byte == UInt8(ascii: "&") {
            for entity in entities where index + entity.name.count <= bytes.count
                && bytes[index..<(index + entity.name.count)].elementsEqual(entity.name) {
                text.append(entity.byte)
                index += entity.name.count
                continue outer
            }
        }
        text.append(byte)
        index += 1
    }
    return String(decoding: text, as: UTF8.self)
}
