// The public entry: TeX math in, MathML Core out, or an error at the place in the TeX that caused it.

/// Why a formula could not be converted, and where: `offset` is the UTF-8 byte offset into the TeX source of
/// the token at fault (the unknown command, the unmatched brace, the `\left` never closed).
public struct TeXMathError: Error, Sendable, Equatable {
    public let offset: Int
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Converts the TeX math posts write between `$…$` and `$$…$$` to MathML Core.
public enum TeXMath {
    /// The longest formula read, in UTF-8 bytes: beyond it the formula is an error, not a slow build.
    public static let maximumLength = 20_000
    /// The deepest nesting of groups, arguments, environments and `\left…\right` pairs: the parser recurses
    /// once a level, so this bounds its stack.
    public static let maximumDepth = 64

    /// MathML for `tex`; `display` is true for `$$…$$` / `\[…\]`.
    ///
    /// The result is one `<math>` element (with `display="block"` when `display` is true) holding
    /// `<semantics>`: the formula in an `<mrow>`, then the TeX source as an `application/x-tex` annotation.
    public static func mathML(_ tex: String, display: Bool) -> Result<String, TeXMathError> {
        guard tex.utf8.count <= maximumLength else {
            return .failure(TeXMathError(offset: maximumLength,
                                         message: "the formula is longer than \(maximumLength) bytes"))
        }
        let body: MathNode
        do {
            var offset = 0
            for scalar in tex.unicodeScalars {
                try Tokenizer.check(scalar, at: offset)
                offset += UTF8.width(scalar)
            }
            var parser = Parser(tex, display: display)
            body = try parser.parseFormula()
        } catch {
            return .failure(error)
        }
        let row = body.name == "mrow" ? body : .element("mrow", [body])
        var output = display ? "<math display=\"block\"><semantics>" : "<math><semantics>"
        row.write(to: &output)
        output += "<annotation encoding=\"application/x-tex\">" + XMLEscaping.escape(tex) + "</annotation>"
        output += "</semantics></math>"
        return .success(output)
    }
}
