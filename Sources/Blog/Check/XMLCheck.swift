// Whether an XML document (the feed, the sitemap) is well-formed, and its root element, read by libxml2 for `blog check`.
import CLibXML2
import Foundation

/// Parses a document with libxml2, the parser most feed readers and crawlers on Linux use, without the network, DTD
/// loading or entity substitution (so no external entity is ever read and no entity is expanded into the tree).
enum XMLCheck {
    /// The first problem libxml2 found, at its 1-based line and column.
    struct Problem: Error, Equatable {
        var message: String
        var line: Int
        var column: Int

        /// The same problem placed inside `text` (UTF-8 with "\n" line ends): libxml2 may name the line after the
        /// last or the column after a line's end, where an editor has nowhere to go.
        func clamped(to text: [UInt8]) -> Problem {
            let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false)
            let line = min(self.line, lines.count)
            let length = lines[line - 1].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }   // scalars, not bytes
            return Problem(message: message, line: line, column: min(column, length + 1))
        }
    }

    /// The root element's name and its namespace, or the first problem.
    static func check(_ text: String) -> Result<(root: String, namespace: String), Problem> {
        initializeOnce
        guard !text.isEmpty else { return .failure(Problem(message: "The document is empty.", line: 1, column: 1)) }
        guard let context = xmlNewParserCtxt() else { return .failure(Problem(message: "libxml2 could not start", line: 1, column: 1)) }
        defer { xmlFreeParserCtxt(context) }
        // Lines end at "\r\n" and a lone "\r" too, as the XML spec reads them and as every other message counts
        // them; libxml2 counts only "\n", so the ends are made "\n" first (which changes nothing else).
        let bytes = normalizedLineEnds(text)
        let firstError = FirstError()
        let box = Unmanaged.passRetained(firstError)
        defer { box.release() }
        // libxml2 keeps only the last error, which is often a consequence of the first; the handler is per thread.
        xmlSetStructuredErrorFunc(box.toOpaque()) { data, error in
            guard let data, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let first = Unmanaged<FirstError>.fromOpaque(data).takeUnretainedValue()
            guard first.problem == nil else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "not well-formed"
            first.problem = Problem(message: message.trimmingCharacters(in: [" ", "\n"]),
                                    line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2)))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlCtxtReadMemory(context, $0.baseAddress, Int32(clamping: $0.count), nil, "UTF-8", options)
            }
        }
        defer { if let document { xmlFreeDoc(document) } }
        // Without recovery, a well-formedness error gives no document; a namespace error gives one and an error.
        if let problem = firstError.problem { return .failure(problem.clamped(to: bytes)) }
        guard let document, let root = xmlDocGetRootElement(document) else {
            return .failure(Problem(message: "There is no root element.", line: 1, column: 1))
        }
        let name = String(cString: root.pointee.name)
        let namespace = root.pointee.ns.flatMap { $0.pointee.href }.map { String(cString: $0) } ?? ""
        return .success((name, namespace))
    }

    /// The UTF-8 of `text` with every "\r\n" and lone "\r" made "\n".
    static func normalizedLineEnds(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCR = false
        for byte in text.utf8 {
            if byte == 0x0A, afterCR { afterCR = false; continue }
            afterCR = byte == 0x0D
            bytes.append(afterCR ? 0x0A : byte)
        }
        return bytes
    }

    /// Where the error handler leaves the first error of one parse.
    private final class FirstError {
        var problem: Problem?
    }

    /// libxml2's global set-up, once per process before the first parse from any thread.
    private static let initializeOnce: Void = xmlInitParser()
}
