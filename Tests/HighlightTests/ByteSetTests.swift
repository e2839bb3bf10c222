// The character classes the lexers are made of, written as constant words: each is the set it says it is.
import Testing
@testable import Highlight

struct ByteSetTests {
    /// Every constant set holds exactly the bytes of the characters it stands for.
    @Test func constantSetsHoldTheirCharacters() {
        let digits = ByteSet(UInt8(ascii: "0")...UInt8(ascii: "9"))
        let letters = ByteSet(UInt8(ascii: "a")...UInt8(ascii: "z")).union(ByteSet(UInt8(ascii: "A")...UInt8(ascii: "Z")))
        let identifierStart = letters.union(ByteSet("_")).union(ByteSet(0x80...0xFF))
        let expected: [(ByteSet, ByteSet, String)] = [
            (.digits, digits, "digits"),
            (.hexDigits, digits.union(ByteSet("abcdefABCDEF")), "hexDigits"),
            (.letters, letters, "letters"),
            (.identifierStart, identifierStart, "identifierStart"),
            (.identifierPart, identifierStart.union(digits), "identifierPart"),
            (.spaces, ByteSet(" \t"), "spaces"),
            (.horizontalSpace, ByteSet(" \t\u{0B}\u{0C}"), "horizontalSpace"),
            (.whitespace, ByteSet(" \t\r\n\u{0B}\u{0C}"), "whitespace"),
            (.underscore, ByteSet("_"), "underscore"),
            (.underscoreAndQuote, ByteSet("_'"), "underscoreAndQuote"),
        ]
        for (constant, built, name) in expected {
            for byte in UInt8.min...UInt8.max {
                #expect(constant.contains(byte) == built.contains(byte), "\(name) \(byte)")
            }
        }
    }

    /// `subtracting` keeps exactly the bytes of the first set that the second lacks, in all four words.
    @Test func subtractingRemovesTheOtherSetsBytes() {
        let removedBytes: Set<UInt8> = [UInt8(ascii: "0"), UInt8(ascii: "b"), UInt8(ascii: "r"), 0x90, 0xC0, 0xC1]
        let kept = ByteSet.identifierPart.subtracting(ByteSet("#@rb0").union(ByteSet(0x90...0x90)).union(ByteSet(0xC0...0xC1)))
        for byte in UInt8.min...UInt8.max {
            let removed = removedBytes.contains(byte)
            #expect(kept.contains(byte) == (ByteSet.identifierPart.contains(byte) && !removed), "\(byte)")
        }
    }
}
