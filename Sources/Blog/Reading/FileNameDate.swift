// The date a post's file name starts with (`2011-05-25-title.md`, as Jekyll and Zola name posts).

/// A file or bundle name's leading `YYYY-MM-DD-` (or `_`): the post's date when its front matter has none, and never
/// part of its slug (`2011-05-25-title.md` is `title`), as Jekyll and Zola read it.
enum FileNameDate {
    /// The date `name` starts with and the name after it, or nil when it starts with no valid date followed by `-` or
    /// `_` and more.
    static func split(_ name: String) -> (date: PostDate, rest: String)? {
        let bytes = Array(name.utf8)
        guard bytes.count > 11, [4, 7].allSatisfy({ bytes[$0] == 0x2D }), bytes[10] == 0x2D || bytes[10] == 0x5F,
              [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }),
              let date = PostDate.parse(String(decoding: bytes[..<10], as: UTF8.self)) else { return nil }
        return (date, String(decoding: bytes[11...], as: UTF8.self))
    }
}
