// The kinds of token a lexer finds, named by the short CSS classes of Pygments and Chroma.

/// What a run of code is, for colouring. The raw value is the CSS class Pygments and Chroma give it, so any
/// of their published style sheets colours our output.
public enum TokenClass: String, Sendable, CaseIterable {
    case text = ""
    case keyword = "k"
    case keywordConstant = "kc"
    case keywordDeclaration = "kd"
    case keywordNamespace = "kn"
    case keywordPseudo = "kp"
    case keywordReserved = "kr"
    case keywordType = "kt"
    case name = "n"
    case nameAttribute = "na"
    case nameBuiltin = "nb"
    case nameBuiltinPseudo = "bp"
    case nameClass = "nc"
    case nameConstant = "no"
    case nameDecorator = "nd"
    case nameEntity = "ni"
    case nameException = "ne"
    case nameFunction = "nf"
    case nameLabel = "nl"
    case nameNamespace = "nn"
    case nameTag = "nt"
    case nameVariable = "nv"
    case literal = "l"
    case string = "s"
    case stringAffix = "sa"
    case stringBacktick = "sb"
    case stringChar = "sc"
    case stringDoc = "sd"
    case stringDouble = "s2"
    case stringEscape = "se"
    case stringHeredoc = "sh"
    case stringInterpol = "si"
    case stringOther = "sx"
    case stringRegex = "sr"
    case stringSingle = "s1"
    case stringSymbol = "ss"
    case number = "m"
    case numberBin = "mb"
    case numberFloat = "mf"
    case numberHex = "mh"
    case numberInteger = "mi"
    case numberOct = "mo"
    case comment = "c"
    case commentHashbang = "ch"
    case commentMultiline = "cm"
    case commentPreproc = "cp"
    case commentPreprocFile = "cpf"
    case commentSingle = "c1"
    case commentSpecial = "cs"
    case `operator` = "o"
    case operatorWord = "ow"
    case punctuation = "p"
    case error = "err"
    case genericDeleted = "gd"
    case genericHeading = "gh"
    case genericInserted = "gi"
    case genericOutput = "go"
    case genericPrompt = "gp"
    case genericStrong = "gs"
    case genericSubheading = "gu"

    /// The case's position in `allCases`: its declaration index, which is how Swift stores a case of an enum
    /// without payloads (one byte here), so it is read without hashing the raw value (a string) or a table.
    var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

    /// The broad family (`k`, `s`, `m`, `c`, …): what agreement with Pygments is measured on.
    public var family: Family { Self.families[ordinal] }

    /// Whether the class is of the keyword family: what `family == .keyword` says, without the look-up in `families`
    /// (a static table, checked for its first use at every read), as the lexers ask it of every word.
    var isKeyword: Bool {
        switch self {
        case .keyword, .keywordConstant, .keywordDeclaration, .keywordNamespace, .keywordPseudo, .keywordReserved, .keywordType: true
        default: false
        }
    }

    /// Each class's family by `ordinal`, from the first letter of its short name.
    private static let families: [Family] = allCases.map { tokenClass in
        switch tokenClass.rawValue.first {
        case "k": .keyword
        case "s": .string
        case "m": .number
        case "c": .comment
        default: .other
        }
    }

    /// The families readers tell apart at a glance.
    public enum Family: String, Sendable, CaseIterable {
        case keyword, string, number, comment, other
    }
}

/// A run of a text's UTF-8 bytes and its class. Bytes no token covers are plain text.
public struct Token: Sendable, Hashable {
    /// The class of the run.
    public var tokenClass: TokenClass
    /// The run's first byte offset.
    public var start: Int
    /// One past the run's last byte offset.
    public var end: Int

    /// Creates a token.
    public init(_ tokenClass: TokenClass, _ start: Int, _ end: Int) {
        self.tokenClass = tokenClass
        self.start = start
        self.end = end
    }
}
