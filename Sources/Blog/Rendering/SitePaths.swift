// Output paths and the URLs that point at them: relative from a page, absolute from the base URL, percent-encoded.

/// URL arithmetic for site paths (`blog/2021/07/x.html`, always `/`-separated, relative to the site root).
public enum SitePaths {
    /// The prefix from the page at `path` to the site root: `""`, `"../"`, `"../../"`.
    public static func root(of path: String) -> String {
        String(repeating: "../", count: path.reduce(0) { $1 == "/" ? $0 + 1 : $0 })
    }

    /// `path` with each component percent-encoded (CJK and spaces become `%XX`), `/` kept.
    public static func encode(_ path: String) -> String {
        var result = ""
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "#"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// The URL of `target` (a site path, optionally with `#fragment`) from a page whose root prefix is `root`.
    public static func relative(_ target: String, root: String) -> String { root + encode(target) }

    /// The absolute URL of `target`; the index page is the base URL itself.
    public static func absolute(_ target: String, baseURL: String) -> String {
        target == "index.html" ? baseURL : baseURL + encode(target)
    }
}
