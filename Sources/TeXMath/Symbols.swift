// The symbol commands and characters of TeX math: each one's Unicode character and TeX class.

/// The TeX class of an atom, which decides its MathML element and the spacing around it.
enum AtomClass: Sendable, Equatable {
    /// Ordinary: letters, digits, most symbols (`mi`, `mn`).
    case ordinary
    /// A large operator or a function name (`\sum`, `\sin`).
    case largeOperator
    /// A binary operator (`+`, `\times`).
    case binary
    /// A relation (`=`, `\le`, `\to`).
    case relation
    /// An opening delimiter.
    case opening
    /// A closing delimiter.
    case closing
    /// Punctuation (`,` `;`).
    case punctuation
}

/// How a large operator takes its scripts.
enum Limits: Sendable, Equatable {
    /// Under and over in display style, beside it otherwise (`\sum`, `\lim`).
    case display
    /// Always under and over (`\limits`, `\overbrace`).
    case always
    /// Always beside (`\int`, `\nolimits`).
    case never
}

/// A symbol: its character(s) and its class.
struct Symbol: Sendable {
    var text: String
    var atomClass: AtomClass
}

/// The tables of symbols, by command name and by character.
enum Symbols {
    /// Greek letters, lowercase (italic, as `mi`) and uppercase (upright).
    static let greek: [String: String] = [
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ϵ", "varepsilon": "ε", "zeta": "ζ",
        "eta": "η", "theta": "θ", "vartheta": "ϑ", "iota": "ι", "kappa": "κ", "varkappa": "ϰ", "lambda": "λ",
        "mu": "μ", "nu": "ν", "xi": "ξ", "omicron": "ο", "pi": "π", "varpi": "ϖ", "rho": "ρ", "varrho": "ϱ",
        "sigma": "σ", "varsigma": "ς", "tau": "τ", "upsilon": "υ", "phi": "ϕ", "varphi": "φ", "chi": "χ",
        "psi": "ψ", "omega": "ω", "digamma": "ϝ",
        "Gamma": "Γ", "Delta": "Δ", "Theta": "Θ", "Lambda": "Λ", "Xi": "Ξ", "Pi": "Π", "Sigma": "Σ",
        "Upsilon": "Υ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
        "Alpha": "Α", "Beta": "Β", "Epsilon": "Ε", "Zeta": "Ζ", "Eta": "Η", "Iota": "Ι", "Kappa": "Κ",
        "Mu": "Μ", "Nu": "Ν", "Omicron": "Ο", "Rho": "Ρ", "Tau": "Τ", "Chi": "Χ",
    ]

    /// Symbol commands other than Greek letters, delimiters and large operators.
    static let commands: [String: Symbol] = {
        var table: [String: Symbol] = [:]
        func add(_ atomClass: AtomClass, _ pairs: KeyValuePairs<String, String>) {
            for (name, text) in pairs { table[name] = Symbol(text: text, atomClass: atomClass) }
        }
        add(.relation, [
            "le": "≤", "leq": "≤", "ge": "≥", "geq": "≥", "ne": "≠", "neq": "≠", "approx": "≈", "equiv": "≡",
            "sim": "∼", "simeq": "≃", "cong": "≅", "propto": "∝", "ll": "≪", "gg": "≫", "prec": "≺", "succ": "≻",
            "preceq": "⪯", "succeq": "⪰", "leqslant": "⩽", "geqslant": "⩾", "lesssim": "≲", "gtrsim": "≳",
            "nleq": "≰", "ngeq": "≱", "in": "∈", "notin": "∉", "ni": "∋", "owns": "∋", "subset": "⊂",
            "supset": "⊃", "subseteq": "⊆", "supseteq": "⊇", "subsetneq": "⊊", "supsetneq": "⊋",
            "nsubseteq": "⊈", "sqsubseteq": "⊑", "sqsupseteq": "⊒", "sqsubset": "⊏", "sqsupset": "⊐",
            "to": "→", "rightarrow": "→", "leftarrow": "←", "gets": "←", "Rightarrow": "⇒", "Leftarrow": "⇐",
            "leftrightarrow": "↔", "Leftrightarrow": "⇔", "iff": "⟺", "implies": "⟹", "impliedby": "⟸",
            "mapsto": "↦", "longmapsto": "⟼", "longrightarrow": "⟶", "longleftarrow": "⟵",
            "Longrightarrow": "⟹", "Longleftarrow": "⟸", "longleftrightarrow": "⟷", "Longleftrightarrow": "⟺",
            "uparrow": "↑", "downarrow": "↓", "Uparrow": "⇑", "Downarrow": "⇓", "updownarrow": "↕",
            "nearrow": "↗", "searrow": "↘", "swarrow": "↙", "nwarrow": "↖", "hookrightarrow": "↪",
            "hookleftarrow": "↩", "rightharpoonup": "⇀", "leftharpoonup": "↼", "rightleftharpoons": "⇌",
            "leftrightarrows": "⇆", "rightrightarrows": "⇉", "twoheadrightarrow": "↠", "leadsto": "⇝",
            "perp": "⊥", "parallel": "∥", "nparallel": "∦", "mid": "∣", "nmid": "∤", "models": "⊨", "vdash": "⊢",
            "dashv": "⊣", "vDash": "⊨", "doteq": "≐", "asymp": "≍", "coloneqq": "≔", "eqqcolon": "≕",
            "triangleq": "≜", "approxeq": "≊", "bowtie": "⋈", "smile": "⌣", "frown": "⌢", "nsim": "≁",
            "ncong": "≇", "lt": "<", "gt": ">", "leqq": "≦", "geqq": "≧", "nless": "≮", "ngtr": "≯", "lneq": "⪇",
            "gneq": "⪈", "succsim": "≿", "precsim": "≾", "nRightarrow": "⇏", "nrightarrow": "↛", "dashrightarrow": "⇢",
            "dashleftarrow": "⇠", "curvearrowright": "↷", "upharpoonright": "↾", "Vdash": "⊩", "therefore": "∴",
            "because": "∵",
        ])
        add(.binary, [
            "times": "×", "cdot": "⋅", "pm": "±", "mp": "∓", "div": "÷", "ast": "∗", "star": "⋆", "circ": "∘",
            "bullet": "∙", "cup": "∪", "cap": "∩", "setminus": "∖", "smallsetminus": "∖", "wedge": "∧",
            "land": "∧", "vee": "∨", "lor": "∨", "oplus": "⊕", "otimes": "⊗", "ominus": "⊖", "odot": "⊙",
            "oslash": "⊘", "sqcup": "⊔", "sqcap": "⊓", "uplus": "⊎", "amalg": "⨿", "wr": "≀", "diamond": "⋄",
            "bigtriangleup": "△", "bigtriangledown": "▽", "triangleleft": "◃", "triangleright": "▹",
            "dagger": "†", "ddagger": "‡", "lhd": "⊲", "rhd": "⊳", "unlhd": "⊴", "unrhd": "⊵", "bmod": "mod",
            "boxplus": "⊞", "boxtimes": "⊠", "ltimes": "⋉", "rtimes": "⋊", "cdotp": "⋅",
            "circledast": "⊛", "circledcirc": "⊚", "circleddash": "⊝", "boxminus": "⊟", "boxdot": "⊡",
        ])
        add(.ordinary, [
            "infty": "∞", "partial": "∂", "forall": "∀", "exists": "∃", "nexists": "∄", "lnot": "¬", "neg": "¬",
            "emptyset": "∅", "varnothing": "∅", "aleph": "ℵ", "beth": "ℶ", "hbar": "ℏ", "hslash": "ℏ", "ell": "ℓ",
            "Re": "ℜ", "Im": "ℑ", "wp": "℘", "angle": "∠", "measuredangle": "∡", "triangle": "△", "top": "⊤",
            "bot": "⊥", "prime": "′", "ldots": "…", "dots": "…", "dotsc": "…", "dotsb": "⋯", "dotsm": "⋯",
            "dotso": "…", "cdots": "⋯", "vdots": "⋮", "ddots": "⋱", "surd": "√", "checkmark": "✓",
            "square": "□", "Box": "□", "blacksquare": "■", "sharp": "♯", "flat": "♭", "natural": "♮",
            "clubsuit": "♣", "diamondsuit": "♢", "heartsuit": "♡", "spadesuit": "♠", "degree": "°",
            "circledR": "®", "complement": "∁", "mho": "℧", "imath": "ı", "jmath": "ȷ", "backslash": "\\",
            "%": "%", "$": "$", "#": "#", "&": "&", "_": "_", "S": "§", "P": "¶", "dag": "†", "ddag": "‡",
            "textbackslash": "\\", "nabla": "∇", "colon": ":", "intercal": "⊺", "bigstar": "★", "lozenge": "◊",
            "blacktriangle": "▴", "vartriangle": "△", "Diamond": "◇", "yen": "¥", "pounds": "£", "euro": "€",
        ])
        table["colon"] = Symbol(text: ":", atomClass: .punctuation)
        return table
    }()

    /// Delimiters by command name (those that are plain characters are in `delimiterCharacters`).
    static let delimiterCommands: [String: Symbol] = [
        "{": Symbol(text: "{", atomClass: .opening), "}": Symbol(text: "}", atomClass: .closing),
        "lbrace": Symbol(text: "{", atomClass: .opening), "rbrace": Symbol(text: "}", atomClass: .closing),
        "langle": Symbol(text: "⟨", atomClass: .opening), "rangle": Symbol(text: "⟩", atomClass: .closing),
        "lfloor": Symbol(text: "⌊", atomClass: .opening), "rfloor": Symbol(text: "⌋", atomClass: .closing),
        "lceil": Symbol(text: "⌈", atomClass: .opening), "rceil": Symbol(text: "⌉", atomClass: .closing),
        "lvert": Symbol(text: "|", atomClass: .opening), "rvert": Symbol(text: "|", atomClass: .closing),
        "lVert": Symbol(text: "‖", atomClass: .opening), "rVert": Symbol(text: "‖", atomClass: .closing),
        "lbrack": Symbol(text: "[", atomClass: .opening), "rbrack": Symbol(text: "]", atomClass: .closing),
        "vert": Symbol(text: "|", atomClass: .ordinary), "Vert": Symbol(text: "‖", atomClass: .ordinary),
        "|": Symbol(text: "‖", atomClass: .ordinary), "backslash": Symbol(text: "\\", atomClass: .ordinary),
        "uparrow": Symbol(text: "↑", atomClass: .relation), "downarrow": Symbol(text: "↓", atomClass: .relation),
        "Uparrow": Symbol(text: "⇑", atomClass: .relation), "Downarrow": Symbol(text: "⇓", atomClass: .relation),
        "lgroup": Symbol(text: "⟮", atomClass: .opening), "rgroup": Symbol(text: "⟯", atomClass: .closing),
    ]

    /// Delimiters that are characters of their own.
    static let delimiterCharacters: [Unicode.Scalar: AtomClass] = [
        "(": .opening, ")": .closing, "[": .opening, "]": .closing, "|": .ordinary, "/": .ordinary,
        "⟨": .opening, "⟩": .closing, "‖": .ordinary,
    ]

    /// Large operators and how each takes its limits.
    static let largeOperators: [String: (text: String, limits: Limits)] = [
        "sum": ("∑", .display), "prod": ("∏", .display), "coprod": ("∐", .display),
        "bigcup": ("⋃", .display), "bigcap": ("⋂", .display), "bigoplus": ("⨁", .display),
        "bigotimes": ("⨂", .display), "bigodot": ("⨀", .display), "bigvee": ("⋁", .display),
        "bigwedge": ("⋀", .display), "biguplus": ("⨄", .display), "bigsqcup": ("⨆", .display),
        "int": ("∫", .never), "iint": ("∬", .never), "iiint": ("∭", .never), "oint": ("∮", .never),
        "oiint": ("∯", .never), "intop": ("∫", .display), "smallint": ("∫", .never),
    ]

    /// Function names, set upright, and whether each takes limits under it in display style (`\lim`).
    static let functions: [String: (text: String, limits: Limits)] = {
        var table: [String: (text: String, limits: Limits)] = [:]
        for name in ["arccos", "arcsin", "arctan", "arg", "cos", "cosh", "cot", "coth", "csc", "deg", "dim", "exp",
                     "hom", "ker", "lg", "ln", "log", "sec", "sin", "sinh", "tan", "tanh", "sgn", "tr", "Tr"] {
            table[name] = (name, .never)
        }
        for name in ["det", "gcd", "inf", "lim", "max", "min", "Pr", "sup"] { table[name] = (name, .display) }
        table["liminf"] = ("lim inf", .display)
        table["limsup"] = ("lim sup", .display)
        table["argmax"] = ("arg max", .display)
        table["argmin"] = ("arg min", .display)
        return table
    }()

    /// The class of a character typed as itself.
    static func atomClass(of scalar: Unicode.Scalar) -> AtomClass {
        switch scalar {
        case "+", "-", "*", "−", "×", "·", "±", "∓", "÷", "∗", "∘", "∪", "∩", "⊕", "⊗", "∧", "∨": return .binary
        case "=", "<", ">", ":", "≤", "≥", "≠", "≈", "≡", "∼", "∈", "∉", "⊂", "⊆", "→", "←", "⇒", "⇔", "↦": return .relation
        case ",", ";": return .punctuation
        case "(", "[", "⟨": return .opening
        case ")", "]", "⟩": return .closing
        case "!", "?": return .closing
        default: return .ordinary
        }
    }

    /// The negation of a relation for `\not`: a precomposed character where Unicode has one, else the
    /// relation followed by U+0338 COMBINING LONG SOLIDUS OVERLAY.
    static func negated(_ text: String) -> String {
        let precomposed: [String: String] = [
            "=": "≠", "∈": "∉", "<": "≮", ">": "≯", "≤": "≰", "≥": "≱", "⊂": "⊄", "⊃": "⊅", "⊆": "⊈", "⊇": "⊉",
            "≡": "≢", "∼": "≁", "≈": "≉", "≅": "≇", "∣": "∤", "∥": "∦", "∃": "∄", "∋": "∌", "≃": "≄", "≺": "⊀",
            "≻": "⊁", "→": "↛", "←": "↚", "⇒": "⇏", "⇔": "⇎", "↔": "↮", "⊢": "⊬", "⊨": "⊭",
        ]
        return precomposed[text] ?? text + "\u{338}"
    }
}
