// Decoding a source file as UTF-8, locating the first invalid byte for the error message.
import Foundation

/// Turns file bytes into text, or a diagnostic at the first invalid byte.
enum TextDecoding {
    /// The file's text without a leading byte order mark, or an error at the line and column of the first invalid byte.
    static func decode(_ data: Data, path: String) -> Result<String, DiagnosticError> {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let text = bytes.withUnsafeBufferPointer({ String(validatingInRuns: $0) }) { return .success(text) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = LineColumnCounter()
        var offset = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                position.advance(over: scalar)
            case .emptyInput:
                break loop
            case .error:
                let byte = offset < bytes.count ? String(format: "0x%02X", bytes[offset]) : "?"
                return .failure(DiagnosticError(.error(
                    "The file is not valid UTF-8 (byte \(byte)).",
                    at: SourceLocation(path: path, line: position.line, column: position.column),
                    notes: ["Save the file as UTF-8."])))
            }
        }
        return .failure(DiagnosticError(.error("The file is not valid UTF-8.", at: SourceLocation(path: path))))
    }
}
