// Strings made from UTF-8 checked in ASCII and non-ASCII runs: the same text as the standard library makes whole.
@testable import Blog
import Testing

struct UTF8RunsTests {
    /// The runs of `bytes`, as byte ranges.
    static func runs(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            UTF8Runs.forEach(in: buffer) { run in
                let start = buffer.baseAddress!.distance(to: run.baseAddress!)
                ranges.append(start..<(start + run.count))
                return true
            }
        }
        return ranges
    }

    static func decodedInRuns(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { String(decodingInRuns: $0) }
    }

    @Test func runsAreMergedPiecesOfOneKind() {
        #expect(UTF8Runs.piece == 256)
        // 600 ASCII bytes, five `é` (bytes 600..<610), 600 ASCII bytes. Pieces: 0..<256 and 256..<512 ASCII,
        // 512..<768 not (it holds the `é`s), 768..<1024 and 1024..<1210 ASCII.
        let bytes = Array(String(repeating: "a", count: 600).utf8) + Array(String(repeating: "é", count: 5).utf8)
            + Array(String(repeating: "b", count: 600).utf8)
        #expect(Self.runs(of: bytes) == [0..<512, 512..<768, 768..<1210])
    }

    @Test func aRunNeverEndsInsideACharacter() {
        // `中` is bytes 255, 256 and 257: split between the first two pieces, which are then both not ASCII, and one run.
        let bytes = Array(String(repeating: "a", count: 255).utf8) + Array("中".utf8) + Array(String(repeating: "a", count: 300).utf8)
        #expect(Self.runs(of: bytes) == [0..<512, 512..<558])
        #expect(Self.decodedInRuns(bytes) == String(repeating: "a", count: 255) + "中" + String(repeating: "a", count: 300))
        // Text with no ASCII byte is one run, however long.
        let chinese = Array(String(repeating: "布局", count: 500).utf8)
        #expect(Self.runs(of: chinese) == [0..<3000])
    }

    @Test func shortAndEmptyTextsAreOneRunOrNone() {
        #expect(Self.runs(of: []) == [])
        #expect(Self.runs(of: Array("× 2".utf8)) == [0..<4])
        #expect(Self.decodedInRuns([]) == "")
    }

    /// Invalid sequences where runs meet become U+FFFD exactly as in the text made whole.
    @Test func invalidBytesAreRepairedAsTheStandardLibraryDoes() {
        let ascii = Array(String(repeating: "x", count: 255).utf8)
        let cases: [[UInt8]] = [
            ascii + [0xE4, 0xB8] + ascii,  // a character cut short just before a piece's end, then ASCII
            ascii + [0x80, 0x80, 0x80] + ascii,  // lone continuation bytes across a piece's end
            ascii + [0xFF, 0xFE] + ascii + [0xC3],  // bytes never in UTF-8; a lead byte at the very end
            [UInt8](repeating: 0x80, count: 1000),  // no ASCII at all
            ascii + ascii + [0xED, 0xA0, 0x80] + ascii,  // a UTF-16 surrogate written as UTF-8
        ]
        for bytes in cases {
            let whole = String(decoding: bytes, as: UTF8.self)
            #expect(Array(Self.decodedInRuns(bytes).utf8) == Array(whole.utf8))
            #expect(whole.unicodeScalars.contains("\u{FFFD}"))
            #expect(bytes.withUnsafeBufferPointer { String(validatingInRuns: $0) } == nil)
        }
    }

    /// Mixed bytes, valid and not, against the standard library's own decoding and validation.
    @Test func generatedBytesDecodeAsWhole() {
        let alphabet: [[UInt8]] = [Array("a".utf8), Array(" <span class=\"k\">".utf8), Array("×".utf8), Array("中".utf8),
                                   Array("😀".utf8), [0x80], [0xE4, 0xB8], [0xFF], Array("\n".utf8)]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for index in 0..<300 {
            // Half the texts are valid (no invalid pieces of the alphabet), half are not.
            let usable = index % 2 == 0 ? 5 : alphabet.count
            var bytes: [UInt8] = []
            for _ in 0..<next(800) {
                // Long ASCII stretches, as in HTML, so that runs of both kinds occur.
                bytes += next(4) == 0 ? alphabet[next(usable)] : Array(repeating: UInt8(ascii: "a"), count: next(40))
            }
            let whole = String(decoding: bytes, as: UTF8.self)
            #expect(Array(Self.decodedInRuns(bytes).utf8) == Array(whole.utf8))
            let validated = bytes.withUnsafeBufferPointer { String(validatingInRuns: $0) }
            #expect(validated == String(validating: bytes, as: UTF8.self))
            var appended = "¶"
            bytes.withUnsafeBufferPointer { appended.append(decodingInRuns: $0) }
            #expect(appended == "¶" + whole)
        }
    }

    /// A post's HTML with highlighted blocks spliced in: the same text as the bytes put together and decoded whole.
    @Test func splicingDecodesAsTheAssembledBytes() {
        let marker = { (index: Int) in Array("<!--blog-fenced-block-\(index)-->".utf8) }
        let prose = Array(("<p>布局 " + String(repeating: "layout ", count: 60) + "</p>\n").utf8)
        let splices: [[UInt8]] = [
            Array(("<pre><code>" + String(repeating: "<span class=\"k\">let</span> x = 1\n", count: 20) + "</code></pre>").utf8),
            Array("<pre><code>width × height</code></pre>".utf8) + [0xE4, 0xB8] + Array(String(repeating: "y", count: 300).utf8),
        ]
        let html = prose + marker(0) + prose + marker(1) + Array("\n".utf8)
        let assembled = prose + splices[0] + prose + splices[1] + Array("\n".utf8)
        let spliced = html.withUnsafeBufferPointer { MarkdownDocument.splicing(splices, into: $0) }
        #expect(Array(spliced.utf8) == Array(String(decoding: assembled, as: UTF8.self).utf8))
    }
}
