// Finds where JSON text nests too deep, before a recursive JSON parser or tree walk sees it.
import Layout

/// A scan of JSON bytes that counts the nesting of arrays and objects (outside strings), so a file
/// nested deeper than any layout can be is refused with its position instead of a parser's vague error.
enum JSONNestingCheck {
    /// The deepest JSON nesting a file of cases needs: the array of cases, a case, and two levels
    /// (a node object and its `children` array) per level of a tree `LayoutLimits.maximumDepth` deep,
    /// plus room for styles, measures and the recorded frames.
    static let maximumNesting = 2 * LayoutLimits.maximumDepth + 8

    /// The error for the first bracket that opens nesting level `maximumNesting + 1`, or nil. The
    /// case is named by its index in the top-level array (`#3`), since its name is not read yet.
    static func error(in bytes: some Sequence<UInt8>) -> FlexJSONError? {
        var depth = 0, line = 1, column = 0, caseIndex = 0
        var inString = false, escaped = false
        for byte in bytes {
            if byte & 0xC0 != 0x80 { column += 1 }  // a UTF-8 continuation byte is not a new column
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumNesting {
                    return FlexJSONError(caseName: "#\(caseIndex)",
                        message: "line \(line), column \(column): the JSON nests deeper than \(maximumNesting) levels; "
                            + "a layout tree is at most \(LayoutLimits.maximumDepth) levels deep")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 { caseIndex += 1 }
            default:
                break
            }
        }
        return nil
    }
}
