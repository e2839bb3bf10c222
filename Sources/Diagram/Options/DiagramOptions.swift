// The options on a layout block's info string: `layout width=393 caption="…" show=frames,guides`.
import Layout

/// How to draw one block, read from its fenced code block's info string.
public struct DiagramOptions: Hashable, Sendable {
    /// The screen widths to lay out at, one panel each, side by side. Empty: the block's own
    /// `screen` width. `width=393` gives one; `widths=320,393,430` several.
    public var widths: [Double]
    /// Overrides the screen height of the block, or nil.
    public var height: Double?
    /// The diagram's accessible title (`<title>` and `aria-label`), also shown by `Blog` as its caption.
    public var caption: String?
    /// Whether each view is labelled with its frame, `x,y w×h`.
    public var showsFrames: Bool
    /// Whether padding, spacing and margin guides are drawn.
    public var showsGuides: Bool
    /// Whether the block's constraints are drawn: nil draws them when there are any (`show=constraints`
    /// sets true, `hide=constraints` false).
    public var showsConstraints: Bool?
    /// `switch`: the `widths=` panels drawn in one place, one at a time, with a width picker (CSS-only
    /// radio buttons, `WidthPicker`) instead of side by side.
    public var switchesWidths = false
    /// The width in CSS pixels the drawing is shown at when it is wider (the default theme's column):
    /// annotation text is sized to stay at least 10 pixels tall there.
    public var displayWidth: Double
    /// Whether the SVG carries its own style sheet (a standalone file does; a page whose theme holds
    /// `DiagramStyleSheet.css` once need not).
    public var embedsStyleSheet: Bool
    /// What the HTML around the drawing says (not in the info string: the page's language gives it).
    public var words = DiagramWords.english
    /// For a code block: the root view's size (`screen=375x667`); nil for the reader's default.
    public var screen: Size?
    /// For a code block: intrinsic content sizes by view name (`intrinsic="titleLabel=120x21, button=64x30"`).
    public var intrinsicSizes: [String: Size] = [:]
    /// For a code block: values of names the code uses (`define="SCREEN_HEIGHT=667"`).
    public var defines: [String: Double] = [:]

    /// The default theme's column: `--measure: 44rem`.
    public static let defaultDisplayWidth = 704.0

    /// Creates options; the defaults draw names only, at the block's own screen size.
    public init(widths: [Double] = [], height: Double? = nil, caption: String? = nil,
                showsFrames: Bool = false, showsGuides: Bool = false,
                displayWidth: Double = DiagramOptions.defaultDisplayWidth, embedsStyleSheet: Bool = true) {
        self.widths = widths
        self.height = height
        self.caption = caption
        self.showsFrames = showsFrames
        self.showsGuides = showsGuides
        self.displayWidth = displayWidth
        self.embedsStyleSheet = embedsStyleSheet
    }

    /// The keys an info string may set.
    public static let keys = ["width", "widths", "height", "caption", "show", "hide"]
    /// The keys only a code block's info string may set (```` ```swift layout screen=375x812 ````).
    public static let codeKeys = ["screen", "intrinsic", "define"]
    /// The values `show=` accepts.
    public static let showValues = ["frames", "guides", "constraints"]
    /// The values `hide=` accepts.
    public static let hideValues = ["constraints"]

    /// Parses an info string such as `layout widths=320,393 caption="A stack" show=frames`; `isCode` also accepts
    /// `codeKeys`, for a code block drawn with its layout.
    ///
    /// Positions in the errors are 1-based columns on line 1 of the info string; `Blog` moves them
    /// to the fence line. Bad options are reported and skipped; the rest still apply.
    public static func parse(infoString: String, isCode: Bool = false) -> (options: DiagramOptions, errors: [DiagramError]) {
        let keys = isCode ? keys + codeKeys : keys
        var lexer = Lexer(Substring(infoString), line: 1, column: 1)
        let tokens = lexer.tokenize()
        var errors = lexer.errors
        var options = DiagramOptions()
        guard let first = tokens.first, first.word == "layout" else {
            let at = tokens.first?.position ?? SourcePosition(line: 1, column: 1)
            errors.append(DiagramError(at: at, "A layout block's info string must start with 'layout'."))
            return (options, errors.sorted())
        }
        var seen: [String: SourcePosition] = [:]
        var index = 1
        while index < tokens.count {
            let keyToken = tokens[index]
            if keyToken.word == "switch", !(index + 1 < tokens.count && tokens[index + 1].kind == .equals) {
                options.switchesWidths = true
                index += 1
                continue
            }
            guard let key = keyToken.word else {
                errors.append(DiagramError(at: keyToken.position, "Unexpected '\(keyToken.text)'; options are written 'name=value', like 'width=393'."))
                index += 1
                continue
            }
            index += 1
            guard index < tokens.count, tokens[index].kind == .equals else {
                errors.append(DiagramError(at: keyToken.position, "Expected '=' after '\(key)', like '\(key)=\(example(key))'."))
                continue
            }
            let equals = tokens[index]
            index += 1
            var atoms: [Token] = []
            if index < tokens.count, tokens[index].kind != .comma, tokens[index].kind != .equals,
               !(index + 1 < tokens.count && tokens[index + 1].kind == .equals) {
                atoms.append(tokens[index])
                index += 1
                while index + 1 < tokens.count, tokens[index].kind == .comma {
                    atoms.append(tokens[index + 1])
                    index += 2
                }
            }
            guard let valueStart = atoms.first?.position else {
                errors.append(DiagramError(line: 1, column: equals.position.column + 1, "Missing value after '\(key)='."))
                continue
            }
            guard keys.contains(key) else {
                errors.append(DiagramError(at: keyToken.position, "Unknown option '\(key)'.\(Suggestion.didYouMean(key, in: keys)) Options are \(keys.map { "'\($0)'" }.joined(separator: ", "))."))
                continue
            }
            if let previous = seen[key] ?? (key == "width" ? seen["widths"] : key == "widths" ? seen["width"] : nil) {
                errors.append(DiagramError(at: keyToken.position, "'\(key)' repeats an option set at column \(previous.column); keep one."))
                continue
            }
            seen[key] = keyToken.position
            if let error = options.apply(key: key, atoms: atoms, at: valueStart) { errors.append(error) }
        }
        return (options, errors.sorted())
    }

    private static func example(_ key: String) -> String {
        switch key {
        case "widths": "320,393"
        case "caption": "\"A stack view\""
        case "show": "frames"
        case "hide": "constraints"
        default: "393"
        }
    }

    /// Applies one checked key; returns the error when the value is wrong.
    private mutating func apply(key: String, atoms: [Token], at position: SourcePosition) -> DiagramError? {
        let written = atoms.map(\.text).joined(separator: ",")
        func positiveNumbers() -> [Double]? {
            let numbers = atoms.compactMap(\.number)
            return numbers.count == atoms.count && numbers.allSatisfy({ $0 > 0 }) ? numbers : nil
        }
        switch key {
        case "width", "height":
            guard atoms.count == 1, let value = positiveNumbers()?.first else {
                return DiagramError(at: position, "'\(key)' takes one number of points greater than 0, found '\(written)'.")
            }
            if key == "width" { widths = [value] } else { height = value }
        case "widths":
            guard let values = positiveNumbers() else {
                return DiagramError(at: position, "'widths' takes numbers of points greater than 0 separated by commas, like 'widths=320,393', found '\(written)'.")
            }
            guard values.count <= 6 else {
                return DiagramError(at: position, "'widths' lists \(values.count) widths; draw at most 6 side by side.")
            }
            widths = values
        case "caption":
            guard atoms.count == 1 else {
                return DiagramError(at: position, "'caption' takes one string; put it in double quotes, like caption=\"\(written)\".")
            }
            switch atoms[0].kind {
            case .string(let text), .word(let text): caption = text
            default: caption = atoms[0].text
            }
        case "screen":
            guard atoms.count == 1, case .size(let width, let height) = atoms[0].kind, width > 0, height > 0 else {
                return DiagramError(at: position, "'screen' takes a size in points, like 'screen=375x667', found '\(written)'.")
            }
            screen = Size(width: width, height: height)
        case "intrinsic", "define":
            guard atoms.count == 1, case .string(let text) = atoms[0].kind else {
                return DiagramError(at: position, "'\(key)' takes a quoted list, like \(key)=\"\(key == "define" ? "SCREEN_HEIGHT=667" : "titleLabel=120x21, button=64x30")\", found '\(written)'.")
            }
            for entry in text.split(separator: ",") {
                let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingASCIISpaces() }
                let example = key == "define" ? "NAME=VALUE" : "NAME=WIDTHxHEIGHT"
                guard parts.count == 2, !parts[0].isEmpty else { return DiagramError(at: position, "'\(key)' has '\(entry)'; write \(example)") }
                if key == "define" {
                    guard let value = Double(parts[1]), value.isFinite else { return DiagramError(at: position, "'define' gives '\(parts[0])' the value '\(parts[1])', which is not a number") }
                    defines[parts[0]] = value
                } else {
                    let size = parts[1].split(separator: "x").compactMap { Double($0) }
                    guard size.count == 2, size.allSatisfy({ $0 >= 0 && $0.isFinite }) else {
                        return DiagramError(at: position, "'intrinsic' gives '\(parts[0])' the size '\(parts[1])'; write WIDTHxHEIGHT, like 120x21")
                    }
                    intrinsicSizes[parts[0]] = Size(width: size[0], height: size[1])
                }
            }
        case "hide":
            for atom in atoms {
                guard let word = atom.word, DiagramOptions.hideValues.contains(word) else {
                    return DiagramError(at: atom.position, "Unknown value '\(atom.text)' for 'hide'.\(Suggestion.didYouMean(atom.text, in: DiagramOptions.hideValues)) 'hide' takes 'constraints'.")
                }
                showsConstraints = false
            }
        default: // show
            for atom in atoms {
                guard let word = atom.word, DiagramOptions.showValues.contains(word) else {
                    return DiagramError(at: atom.position, "Unknown value '\(atom.text)' for 'show'.\(Suggestion.didYouMean(atom.text, in: DiagramOptions.showValues)) 'show' takes 'frames', 'guides', 'constraints' or several: 'show=frames,guides'.")
                }
                switch word {
                case "frames": showsFrames = true
                case "guides": showsGuides = true
                default: showsConstraints = true
                }
            }
        }
        return nil
    }
}

private extension Substring {
    func trimmingASCIISpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
