// Text from the user's files made safe to print: control characters shown as `\u{…}`, never sent to the terminal.

/// Escaping for every message line: a file name or a quoted value holding an escape sequence could retitle or
/// clear the terminal, and one holding a line feed could forge a line of its own (`post.md:1:1: error: …`).
public enum TerminalText {
    /// `text` with C0 and C1 control characters and DEL written as `\u{1B}`; unchanged (not copied) when it has none.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` is a C0 or C1 control character or DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}
