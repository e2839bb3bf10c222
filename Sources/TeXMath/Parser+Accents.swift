// Accents and the marks over and under a formula: \hat, \vec, \overline, \underbrace and their kin.

extension Parser {
    /// An accent: the character it puts over (or under) its argument, whether it stretches to the argument's
    /// width, and whether it goes under.
    struct Accent {
        var mark: String
        var stretchy: Bool
        var under = false
    }

    /// The accent commands. The marks are the spacing characters the MathML Core operator dictionary lists as
    /// accents (U+005E, U+02D9, U+00A8, U+007E, U+00AF, U+203E…), except for `\\widehat`: U+0302, whose
    /// horizontal variants more math fonts have (DejaVu Math stretches it and not U+005E).
    static let accents: [String: Accent] = [
        "hat": Accent(mark: "^", stretchy: false), "widehat": Accent(mark: "\u{302}", stretchy: true),
        "check": Accent(mark: "ˇ", stretchy: false), "widecheck": Accent(mark: "ˇ", stretchy: true),
        "tilde": Accent(mark: "~", stretchy: false), "widetilde": Accent(mark: "~", stretchy: true),
        "bar": Accent(mark: "¯", stretchy: false), "overline": Accent(mark: "‾", stretchy: true),
        "vec": Accent(mark: "→", stretchy: false), "overrightarrow": Accent(mark: "→", stretchy: true),
        "overleftarrow": Accent(mark: "←", stretchy: true), "overleftrightarrow": Accent(mark: "↔", stretchy: true),
        "dot": Accent(mark: "˙", stretchy: false), "ddot": Accent(mark: "¨", stretchy: false),
        "dddot": Accent(mark: "⃛", stretchy: false), "acute": Accent(mark: "´", stretchy: false),
        "grave": Accent(mark: "`", stretchy: false), "breve": Accent(mark: "˘", stretchy: false),
        "mathring": Accent(mark: "˚", stretchy: false),
        "underline": Accent(mark: "_", stretchy: true, under: true),
        "underrightarrow": Accent(mark: "→", stretchy: true, under: true),
        "underleftarrow": Accent(mark: "←", stretchy: true, under: true),
        "overbrace": Accent(mark: "⏞", stretchy: true), "underbrace": Accent(mark: "⏟", stretchy: true, under: true),
    ]

    /// The atom of an accent command, `nil` when `name` is none. `\overbrace` and `\underbrace` take their
    /// label as a limit: `\underbrace{a+b}_{n}` puts `n` under the brace.
    mutating func accent(_ name: String, _ token: Token) throws(TeXMathError) -> Atom? {
        guard let accent = Self.accents[name] else { return nil }
        let base = try argument(of: token)
        let mark = MathNode.token("mo", accent.mark, [.init(name: "stretchy", value: accent.stretchy ? "true" : "false")])
        let isBrace = name == "overbrace" || name == "underbrace"
        let flag = isBrace ? "false" : "true"
        let node = accent.under
            ? MathNode.element("munder", [base, mark], [.init(name: "accentunder", value: flag)])
            : MathNode.element("mover", [base, mark], [.init(name: "accent", value: flag)])
        return Atom(node, .ordinary, limits: isBrace ? .always : nil)
    }
}
