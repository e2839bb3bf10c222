// A front-matter value that no key of blog reads, kept for templates (`post.params.<key>`, as Hugo's `.Params`).

/// A custom front-matter value: text (numbers and dates as written), a flag, a list or a mapping.
public indirect enum ParamValue: Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case list([ParamValue])
    case map([String: ParamValue])
}

/// A post's custom front-matter keys with their values, and where each key was written (for the warning that a key
/// no template reads is ignored).
public struct PostParams: Sendable, Hashable {
    public var values: [String: ParamValue] = [:]
    public var keyLocations: [String: SourceLocation] = [:]

    public init() {}
}
