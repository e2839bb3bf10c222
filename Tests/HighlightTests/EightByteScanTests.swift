// The scans that read eight bytes at a time (identifiers, bytes to escape) find what a byte-by-byte scan finds.
import Testing
import TestSupport
@testable import Highlight

struct EightByteScanTests {
    /// Bytes beside the one under test: each edge of the ranges the arithmetic tests, and bytes past 0x7F.
    static let neighbours: [UInt8] = [0x00, 0x22, 0x26, 0x2F, 0x30, 0x39, 0x3A, 0x3C, 0x3E, 0x40, 0x41, 0x5A, 0x5B, 0x5F, 0x60,
                                      0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xA2, 0xA6, 0xBC, 0xC3, 0xFF]

    /// Checks `classify` against `isMarked` for every byte value, in every position of a chunk, beside every neighbour:
    /// it must set the top bit of exactly the bytes `isMarked` holds.
    func expectEveryByte(_ classify: (UInt64) -> UInt64, marks isMarked: (UInt8) -> Bool, _ name: String) {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                for neighbour in Self.neighbours {
                    var chunk = [UInt8](repeating: neighbour, count: 8)
                    chunk[position] = byte
                    let packed = chunk.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
                    let expected = chunk.enumerated().reduce(UInt64(0)) { result, element in
                        isMarked(element.element) ? result | UInt64(0x80) << UInt64(8 * element.offset) : result
                    }
                    #expect(classify(packed) == expected, "\(name): \(byte) at \(position) among \(neighbour)")
                }
            }
        }
    }

    @Test func identifierBytesAreClassedLikeOneByOne() {
        expectEveryByte(Scanner.notIdentifierBytes, marks: { !ByteSet.identifierPart.contains($0) }, "identifier")
    }

    @Test func bytesToEscapeAreClassedLikeOneByOne() {
        expectEveryByte(CodeBlockHTML.escapedBytes, marks: { Array("&<>\"".utf8).contains($0) }, "escape")
    }

    /// Random text of several lengths, UTF-8 and the extra identifier bytes of some languages in it.
    static func randomTexts() -> [[UInt8]] {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("aZ9_ .,<>&\"é\u{4E2D}-$x\n".utf8)
        return [1, 7, 8, 9, 15, 16, 17, 64, 300].map { length in
            (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        }
    }

    /// A word's end is the end a byte-by-byte scan of its `part` finds, at every start, near the buffer's end too,
    /// with `part` the identifier bytes alone and with bytes a language adds (`-`, `$`), and with one that is no
    /// superset of them.
    @Test func wordsEndWhereAByteByByteScanEnds() {
        let parts = [ByteSet.identifierPart, ByteSet.identifierPart.union(ByteSet("-.")), ByteSet.identifierPart.union(ByteSet("$")),
                     ByteSet.letters]
        for text in Self.randomTexts() {
            for (partIndex, part) in parts.enumerated() {
                for start in text.indices where ByteSet.identifierStart.contains(text[start]) {
                    var end = start + 1
                    while end < text.count, part.contains(text[end]) { end += 1 }
                    var scanner = Scanner(text)
                    scanner.position = start
                    #expect(scanner.scanWord(part: part) == start..<end, "part \(partIndex), length \(text.count), at \(start)")
                    #expect(scanner.position == end)
                }
            }
        }
    }

    /// The next byte to escape is the one a byte-by-byte scan finds, from every start.
    @Test func bytesToEscapeAreFoundLikeOneByOne() {
        for text in Self.randomTexts() {
            text.withUnsafeBufferPointer { bytes in
                for start in 0...bytes.count {
                    var expected = start
                    while expected < bytes.count, !Array("&<>\"".utf8).contains(bytes[expected]) { expected += 1 }
                    #expect(CodeBlockHTML.escapedByte(in: bytes, from: start) == expected, "length \(bytes.count), from \(start)")
                }
            }
        }
    }
}
