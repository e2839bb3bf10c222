// A fenced block's info string split into its language and Hugo's `{…}` options, by bytes where it is ASCII.
@testable import Blog
import Testing

struct CodeFenceInfoTests {
    /// Worked out by hand: the language, the options, and the 1-based column where the options start.
    @Test func infoStringsSplitAsHugoSplitsThem() {
        let cases: [(info: String, language: String, attributes: String, column: Int)] = [
            ("swift", "swift", "", 1),
            ("  swift {linenos=true}", "swift", "linenos=true", 10),
            ("\tswift\t{ hl_lines=[2] }\t", "swift", " hl_lines=[2] ", 9),
            ("swift{linenos=true}", "swift", "linenos=true", 7),
            ("swift {}", "swift", "", 8),
            ("swift {", "swift", "", 1),
            ("swift linenos=true", "swift", "", 1),
            ("{linenos=true}", "", "linenos=true", 2),
            ("", "", "", 1),
            ("   ", "", "", 1),
            ("swift {a} é {b}", "swift", "a} é {b", 8),
        ]
        for (info, language, attributes, column) in cases {
            let parts = CodeFenceInfo(info)
            #expect(parts.language == language, "\(info)")
            #expect(parts.attributes == attributes, "\(info)")
            #expect(parts.attributesColumn == column, "\(info)")
        }
    }

    /// Every ASCII info string of up to four pieces splits the same by bytes as by characters.
    @Test func bytesSplitLikeCharacters() {
        let pieces = [" ", "\t", "swift", "{", "}", "a=1", ","]
        var infos = [""]
        var last = [""]
        for _ in 0..<4 {
            last = last.flatMap { prefix in pieces.map { prefix + $0 } }
            infos += last
        }
        for info in infos {
            let bytes = CodeFenceInfo(ascii: info), characters = CodeFenceInfo(characters: info)
            #expect(bytes.language == characters.language && bytes.attributes == characters.attributes
                        && bytes.attributesColumn == characters.attributesColumn, "\(info.debugDescription)")
        }
    }
}
