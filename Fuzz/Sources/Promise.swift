// Checking the program's promises on a fuzz input: a broken one stops the fuzzer with a message, as a crash does.
import Foundation

enum Promise {
    /// Stops the process (libFuzzer then saves the input) when `condition` is false.
    static func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
        guard !condition() else { return }
        FileHandle.standardError.write(Data("\(file):\(line): promise broken: \(message())\n".utf8))
        abort()
    }
}

/// The lines of a text, to check that a reported line and column lie in it.
struct TextBounds {
    /// The number of Unicode scalars on each line. Lines end as CommonMark and editors end them: at
    /// "\n", "\r\n" or a lone "\r".
    private let lineLengths: [Int]

    init(_ text: String) {
        var lengths = [0]
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if !afterCarriageReturn { lengths.append(0) }
            } else if scalar == "\r" {
                lengths.append(0)
            } else {
                lengths[lengths.count - 1] += 1
            }
            afterCarriageReturn = scalar == "\r"
        }
        lineLengths = lengths
    }

    /// Whether `line:column` is a place in the text (the column may be one past a line's end, where
    /// something is missing).
    func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= lineLengths.count && column >= 1 && column <= lineLengths[line - 1] + 1
    }
}
