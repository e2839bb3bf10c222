// The size of a label's text: a deterministic stand-in for UILabel's `sizeThatFits`, as a MeasureFunction.
import Layout

/// Measures label text without a font engine, so diagrams come out the same on every machine.
///
/// Advance widths are those of the font the diagram is drawn in (`DiagramFontMetrics`: DejaVu Sans,
/// East Asian wide characters at one em), so a label's box holds its text as the browser draws it. A
/// line is `fontSize × 1.2` high. Text wraps at spaces, and anywhere between wide characters; a word
/// longer than the line is broken between characters. Sizes are rounded up to whole points, as UIKit
/// rounds a label's intrinsic size up to the pixel grid of a 1× screen.
public enum LabelMetrics {
    /// UILabel's default font size.
    public static let defaultFontSize = 17.0
    /// Line height as a multiple of the font size.
    public static let lineHeightFactor = 1.2

    /// The advance width of one character in ems.
    public static func advance(of scalar: Unicode.Scalar) -> Double {
        DiagramFontMetrics.advance(of: scalar)
    }

    /// Whether `scalar` is an East Asian wide or full-width character.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The width of `text` on one line, unrounded.
    public static func width(of text: Substring, fontSize: Double) -> Double {
        DiagramFontMetrics.width(of: text, fontSize: fontSize)
    }

    /// The lines `text` breaks into within `maxWidth` (explicit `\n` always breaks).
    public static func lines(of text: String, fontSize: Double, maxWidth: Double) -> [Substring] {
        var result: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += wrap(paragraph, fontSize: fontSize, maxWidth: maxWidth)
        }
        return result
    }

    /// Greedy line breaking of one paragraph: breaks after spaces and around wide characters.
    static func wrap(_ paragraph: Substring, fontSize: Double, maxWidth: Double) -> [Substring] {
        guard width(of: paragraph, fontSize: fontSize) > maxWidth else { return [paragraph] }
        var lines: [Substring] = []
        let scalars = paragraph.unicodeScalars
        var lineStart = scalars.startIndex
        var lineWidth = 0.0
        var lastBreak: String.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let w = advance(of: scalar) * fontSize
            if lineWidth + w > maxWidth, index > lineStart, scalar != " " {
                let end = lastBreak.flatMap { $0 > lineStart ? $0 : nil } ?? index
                lines.append(Substring(scalars[lineStart..<end]).trimmingTrailingSpaces())
                lineStart = end
                while lineStart < scalars.endIndex, scalars[lineStart] == " " { lineStart = scalars.index(after: lineStart) }
                lineWidth = width(of: Substring(scalars[lineStart..<index]), fontSize: fontSize)
                lastBreak = nil
                continue
            }
            lineWidth += w
            let next = scalars.index(after: index)
            if scalar == " " || isWide(scalar) || (next < scalars.endIndex && isWide(scalars[next])) {
                lastBreak = next
            }
            index = next
        }
        if lineStart < scalars.endIndex { lines.append(Substring(scalars[lineStart...])) }
        return lines
    }

    /// The size of `text` offered `width` × `height` in the given modes, like `UILabel.sizeThatFits`:
    /// as wide as its longest line (at most the offered width when it is a limit), as many lines high
    /// as it wraps into (at most `numberOfLines`, 0 meaning no limit).
    public static func size(of text: String, fontSize: Double = defaultFontSize, numberOfLines: Int = 1,
                            width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> Size {
        let limit = widthMode == .undefined || !width.isFinite ? Double.infinity : width
        var lines = numberOfLines == 1
            ? text.split(separator: "\n", omittingEmptySubsequences: false).prefix(1).map { $0 }
            : Self.lines(of: text, fontSize: fontSize, maxWidth: limit)
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let natural = lines.map { Self.width(of: $0, fontSize: fontSize) }.max() ?? 0
        var measuredWidth = min(natural, limit).roundedUpToPoint
        var measuredHeight = (Double(max(lines.count, 1)) * fontSize * lineHeightFactor).roundedUpToPoint
        if text.isEmpty { measuredWidth = 0; measuredHeight = 0 }
        switch widthMode {
        case .exactly: measuredWidth = width
        case .atMost: measuredWidth = min(measuredWidth, width)
        case .undefined: break
        }
        switch heightMode {
        case .exactly: measuredHeight = height
        case .atMost: measuredHeight = min(measuredHeight, height)
        case .undefined: break
        }
        return Size(width: measuredWidth, height: measuredHeight)
    }

    /// A measure function for the flex engine's label leaves.
    public static func measureFunction(text: String, fontSize: Double = defaultFontSize, numberOfLines: Int = 1) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            size(of: text, fontSize: fontSize, numberOfLines: numberOfLines,
                 width: width, widthMode: widthMode, height: height, heightMode: heightMode)
        }
    }
}

extension Double {
    /// Rounded up to a whole point, ignoring floating-point noise below 1/1000.
    var roundedUpToPoint: Double { Swift.max(0, (self - 0.001).rounded(.up)) }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[..<end]
    }
}
