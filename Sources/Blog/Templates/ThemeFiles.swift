// The theme in effect for a site: the embedded default theme overlaid with the site's own templates/ by file name.
import Foundation

/// The files of a theme, keyed by their path inside `templates/` (`index.mustache`, `partials/sidebar.mustache`, `static/style.css`).
public struct ThemeFiles: Sendable, Hashable {
    /// File contents by path inside `templates/`.
    public var files: [String: Data]
    /// Where each file came from, for diagnostics (`templates/index.mustache` or `(default theme)/index.mustache`).
    public var origins: [String: String]

    /// The default theme compiled into the binary.
    public static var builtIn: ThemeFiles {
        var theme = ThemeFiles(files: [:], origins: [:])
        for (path, base64) in DefaultTheme.files {
            theme.files[path] = Data(base64Encoded: base64) ?? Data()
            theme.origins[path] = "(default theme)/" + path
        }
        return theme
    }

    /// This theme with `overrides` (the site's `templates/` files, by path inside it) replacing files of the same name.
    public func overlaid(with overrides: [String: Data]) -> ThemeFiles {
        var theme = self
        for (path, data) in overrides {
            theme.files[path] = data
            theme.origins[path] = "templates/" + path
        }
        return theme
    }

    /// A deterministic fingerprint of every file, part of each page's cache key.
    public var fingerprint: UInt64 {
        var hash = FNV1a()
        for path in files.keys.sorted() {
            hash.add(path)
            hash.add(files[path]!)
        }
        return hash.value
    }
}

/// 64-bit FNV-1a: a small stable hash for cache keys (not for security).
public struct FNV1a: Sendable {
    /// The hash of everything added so far.
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hash of nothing yet.
    public init() {}

    /// Adds `bytes`, then a separator, so consecutive parts can't run together.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var value = self.value
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0xff
        self.value = value &* 0x100_0000_01b3
    }

    /// Adds `data` as one part.
    public mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }

    /// Adds `bytes` as one part.
    public mutating func add(_ bytes: [UInt8]) { bytes.withUnsafeBytes { add($0) } }

    /// Adds the UTF-8 of `string` as one part.
    public mutating func add(_ string: String) {
        var string = string
        string.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }
}
