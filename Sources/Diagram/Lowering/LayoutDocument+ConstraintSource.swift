// The constraint-syntax text of a document, line-aligned with the block so engine errors keep their lines.
import Layout

extension LayoutDocument {
    /// The block rewritten in the constraint syntax of issue 4, line for line: line N of the result
    /// belongs to line N of the block, so an error the constraint parser reports at `line:column` is
    /// already at the right place in the block.
    ///
    /// - The `screen` line becomes `screen WxH` (with `screen`, which may override the width or height);
    ///   a block without one gets it on line 1 when line 1 is free, else as an extra last line.
    /// - Each view line becomes `view NAME in PARENT` (`scroll NAME in PARENT` for a scroll view),
    ///   starting at column 1; its properties are for the flex engine and are left out.
    /// - Constraint and Visual Format lines are copied at their original column; a `direction` line
    ///   stays on its line (`screen … direction=rtl` adds `direction rtl` as an extra last line).
    /// - Every other line is empty.
    ///
    /// For a file that `blog layout solve` accepts, this is the file itself minus comments and
    /// trailing spaces, so both give the same frames.
    public func constraintSource(screen size: Size? = nil) -> String {
        var lines: [Int: String] = [:]
        let screenSize = size ?? screen.size
        let screenLine = "screen \(screenSize.width.compact)x\(screenSize.height.compact)"
        var lastLine = 0
        if let position = screen.position {
            lines[position.line] = screenLine
            lastLine = position.line
        }
        for view in views {
            let keyword = view.kind == .scroll ? "scroll" : "view"
            lines[view.position.line] = "\(keyword) \(view.name) in \(view.parent)"
            lastLine = max(lastLine, view.position.line)
        }
        for constraint in constraints {
            lines[constraint.line] = String(repeating: " ", count: constraint.column - 1) + constraint.text
            lastLine = max(lastLine, constraint.line)
        }
        if screen.position == nil {
            if lines[1] == nil { lines[1] = screenLine } else { lastLine += 1; lines[lastLine] = screenLine }
            lastLine = max(lastLine, 1)
        }
        if let position = screen.directionPosition {
            lines[position.line] = "direction \(screen.direction.rawValue)"
            lastLine = max(lastLine, position.line)
        } else if screen.direction == .rightToLeft {
            lastLine += 1
            lines[lastLine] = "direction rtl"
        }
        guard lastLine > 0 else { return "" }
        return (1...lastLine).map { lines[$0] ?? "" }.joined(separator: "\n") + "\n"
    }
}
