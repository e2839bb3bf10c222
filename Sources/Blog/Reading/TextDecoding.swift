// Decoding a source file as UTF-8, locating the first invalid byte for the error message.
import Foundation

/// Turns file bytes into text, or a diagnostic at the first invalid byte.
enum TextDecoding {
    /// The file's text without a leading byte order mark, or an error at the line and column of the first invalid byte.
    static func decode(_ data: Data, path: String) -> Result<String, DiagnosticError> {
        // Checked in place, without copying the file's bytes: nearly every file is valid.
        let skipped = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let decoded = data.withUnsafeBytes { raw in
            String(validatingInRuns: UnsafeBufferPointer(rebasing: raw.assumingMemoryBound(to: UInt8.self)[skipped...]))
        }
        if let decoded { return .success(decoded) }
        let bytes = [UInt8](data.dropFirst(skipped))
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
