// Formulas between single dollars in Markdown written for kramdown and MathJax: kramdown read `$…$` as text and undid its backslash escapes (`\\{` → `\{`, `\*` → `*`) before MathJax saw the formula, so the import undoes them too.
import Foundation

/// Undoes Markdown's backslash escapes inside `$…$` formulas, as kramdown did before MathJax read them.
enum DollarMathEscapes {
    /// `markdown` with `\X` (X ASCII punctuation) made `X` inside each `$…$` on one line (the opening `$` not
    /// followed by a space, the closing one not preceded by one), outside fenced code and code spans; `$$…$$`,
    /// which kramdown kept as written, is left alone. Returns the text and how many formulas changed.
    static func undo(in markdown: String) -> (text: String, changed: Int) {
        var changed = 0
        let text = OutsideFencedCode.mapLines(markdown) { undoLine(Array($0), changed: &changed) }
        return (text, changed)
    }

    private static func undoLine(_ c: [Character], changed: inout Int) -> String {
        var out = ""
        var i = 0
        while i < c.count {
            if c[i] == "\\", i + 1 < c.count { out.append(c[i]); out.append(c[i + 1]); i += 2; continue }
            if c[i] == "`" {
                // A code span: copied up to the same run of backticks.
                var run = 0
                while i + run < c.count, c[i + run] == "`" { run += 1 }
                var j = i + run
                while j < c.count {
                    if c[j] == "`" {
                        var other = 0
                        while j + other < c.count, c[j + other] == "`" { other += 1 }
                        if other == run { j += other; break }
                        j += other
                    } else { j += 1 }
                }
                out += String(c[i..<min(j, c.count)])
                i = j
                continue
            }
            if c[i] == "$" {
                if i + 1 < c.count, c[i + 1] == "$" {
                    // `$$…$$`: kept as written, up to its closing pair.
                    var j = i + 2
                    while j + 1 < c.count, !(c[j] == "$" && c[j + 1] == "$") { j += 1 }
                    let end = min(j + 2, c.count)
                    out += String(c[i..<end])
                    i = end
                    continue
                }
                if i + 1 < c.count, c[i + 1] != " ", let close = closingDollar(c, from: i + 1) {
                    var formula = ""
                    var k = i + 1
                    while k < close {
                        if c[k] == "\\", k + 1 < close, c[k + 1].isASCII, c[k + 1].isPunctuation || c[k + 1].isSymbol {
                            formula.append(c[k + 1])
                            k += 2
                        } else {
                            formula.append(c[k])
                            k += 1
                        }
                    }
                    if formula != String(c[(i + 1)..<close]) { changed += 1 }
                    out += "$" + formula + "$"
                    i = close + 1
                    continue
                }
            }
            out.append(c[i])
            i += 1
        }
        return out
    }

    /// The index of the `$` that closes a formula opened before `start`: not escaped, not preceded by a space.
    private static func closingDollar(_ c: [Character], from start: Int) -> Int? {
        var j = start
        while j < c.count {
            if c[j] == "\\" { j += 2; continue }
            if c[j] == "$" { return c[j - 1] != " " && j > start ? j : nil }
            j += 1
        }
        return nil
    }
}
