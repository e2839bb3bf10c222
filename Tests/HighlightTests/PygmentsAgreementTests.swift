// Agreement with Pygments (a test oracle only) on real public code: comments, strings and numbers by
// character, keywords by token, per language.
import Foundation
import Testing
@testable import Highlight

/// Runs `scripts/pygments-tokens.py` when Python has Pygments.
enum PygmentsOracle {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    static let isAvailable: Bool = run(["-c", "import pygments"]) != nil

    /// Python's output, or `nil` when it fails.
    static func run(_ arguments: [String]) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// Pygments' tokens of each file: its CSS class and UTF-8 length.
    static func tokens(lexer: String, files: [URL]) -> [String: [(String, Int)]] {
        let script = repository.appendingPathComponent("scripts/pygments-tokens.py").path
        guard let data = run([script, lexer] + files.map(\.path)),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: [[Any]]] else { return [:] }
        return json.mapValues { $0.map { ($0[0] as? String ?? "", $0[1] as? Int ?? 0) } }
    }
}

/// The corpus folder, our language name and Pygments' lexer name of each language measured.
let agreementLanguages: [(folder: String, language: String, pygments: String)] = [
    ("swift", "swift", "swift"), ("objc", "objc", "objective-c"), ("c", "c", "c"), ("cpp", "cpp", "cpp"),
    ("objcpp", "objective-c++", "objective-c++"), ("bash", "bash", "bash"), ("console", "console", "console"),
    ("json", "json", "json"), ("yaml", "yaml", "yaml"), ("toml", "toml", "toml"), ("ini", "ini", "ini"),
    ("xml", "xml", "xml"), ("html", "html", "html"), ("css", "css", "css"), ("javascript", "javascript", "javascript"),
    ("typescript", "typescript", "typescript"), ("python", "python", "python"), ("ruby", "ruby", "ruby"),
    ("lua", "lua", "lua"), ("go", "go", "go"), ("rust", "rust", "rust"), ("kotlin", "kotlin", "kotlin"),
    ("java", "java", "java"), ("elixir", "elixir", "elixir"), ("emacs-lisp", "emacs-lisp", "emacs-lisp"),
    ("lisp", "lisp", "common-lisp"), ("sql", "sql", "sql"), ("diff", "diff", "diff"), ("make", "makefile", "make"),
    ("docker", "dockerfile", "docker"), ("http", "http", "http"),
]

/// Where Pygments is wrong: text it misreads, left out of the measure, each with the reason and the case.
/// A pattern of `nil` leaves the whole file out.
let knownPygmentsErrors: [(folder: String, file: String?, pattern: String?, reason: String)] = [
    ("swift", "raw_string.swift", nil,
     "Pygments 2.20 does not know Swift's raw strings (SE-0200): in #\"a\"b\"# it reads # as punctuation and the "
        + "inner quote as the string's end, so the strings and comments of the rest of the file are inverted"),
    ("lua", nil, #"(?m)^.*\(\[=*\[.*\n.*$"#,
     "Pygments 2.20 reads a long-bracket string straight after a parenthesis, f([[abc]]), as the punctuation ([[ "
        + "followed by names, and a quote inside it then opens a string that runs on to the next line"),
    ("lua", "literals_scanner.lua", nil,
     "the same misreading of f([[…]]) in Pygments 2.20, in 40 calls lexerror([[\"abc\\x\"]], …): each quote it wrongly "
        + "opens runs into the next call, so the rest of the file is out of step"),
    ("docker", nil, #"(?m)^[ \t]*#.*$"#,
     "Pygments 2.20 reads a comment line inside a RUN instruction continued by backslashes as shell words; Docker "
        + "removes such lines before the shell sees them"),
    ("kotlin", nil, #"\b[0-9][0-9_]*_[0-9_]*[0-9]\b"#,
     "Pygments 2.20 does not know digit separators (Kotlin 1.1): it reads 1_000_000 as the number 1 and the name _000_000"),
]

/// Counts of bytes (comments, strings, numbers) and keyword tokens on which we and Pygments agree.
struct Agreement {
    var truePositives: [TokenClass.Family: Int] = [:]
    var falsePositives: [TokenClass.Family: Int] = [:]
    var falseNegatives: [TokenClass.Family: Int] = [:]
    var keywordTokens = 0
    var keywordsMatched = 0
    /// Pygments keyword tokens we missed, for the report.
    var missedKeywords: [String: Int] = [:]

    static let measured: [TokenClass.Family] = [.comment, .string, .number]

    /// Bytes Pygments classes in `family`: below this a family is reported but not required.
    static let minimumSupport = 40

    func f1(_ family: TokenClass.Family) -> Double? {
        let tp = Double(truePositives[family, default: 0])
        let support = truePositives[family, default: 0] + falseNegatives[family, default: 0]
        guard support >= Self.minimumSupport else { return nil }
        let precision = tp / max(1, tp + Double(falsePositives[family, default: 0]))
        let recall = tp / Double(support)
        return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }

    /// How many (non-blank) characters Pygments puts in `family`.
    func support(_ family: TokenClass.Family) -> Int {
        truePositives[family, default: 0] + falseNegatives[family, default: 0]
    }

    var keywordRecall: Double? { keywordTokens >= 10 ? Double(keywordsMatched) / Double(keywordTokens) : nil }

    /// Adds one file: Pygments' tokens against ours, byte by byte, whitespace left out. With `showing`, prints
    /// each Pygments token on which we disagree (set `HIGHLIGHT_DISAGREEMENTS=swift` to see them).
    mutating func add(bytes: [UInt8], pygments: [(String, Int)], ours: [Token], excluded: [Range<Int>] = [], showing: Bool = false) {
        var isExcluded = [Bool](repeating: false, count: bytes.count)
        for range in excluded {
            for index in range where index < bytes.count { isExcluded[index] = true }
        }
        var ourFamilies = [TokenClass.Family](repeating: .other, count: bytes.count)
        for token in ours {
            for index in token.start..<min(token.end, bytes.count) { ourFamilies[index] = token.tokenClass.family }
        }
        if showing {
            var offset = 0
            for (cssClass, length) in pygments {
                let range = offset..<min(offset + length, bytes.count)
                offset += length
                let family = Self.family(ofPygmentsClass: cssClass)
                let differs = range.contains { !ByteSet.whitespace.contains(bytes[$0]) && !isExcluded[$0] && (ourFamilies[$0] == family) != true
                    && (Self.measured.contains(family) || Self.measured.contains(ourFamilies[$0]) || family == .keyword) }
                if differs {
                    let ourSet = Set(range.map { ourFamilies[$0] }).map(\.rawValue).sorted().joined(separator: ",")
                    let text = String(decoding: bytes[range], as: UTF8.self).prefix(60).debugDescription
                    let line = bytes[..<range.lowerBound].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
                    print("  line \(line): pygments \(cssClass) (\(family)) vs ours \(ourSet): \(text)")
                }
            }
        }
        var offset = 0
        for (cssClass, length) in pygments {
            let family = Self.family(ofPygmentsClass: cssClass)
            let range = offset..<min(offset + length, bytes.count)
            offset += length
            if family == .keyword {
                let visible = range.filter { !ByteSet.whitespace.contains(bytes[$0]) && !isExcluded[$0] }
                guard !visible.isEmpty else { continue }
                keywordTokens += 1
                if visible.allSatisfy({ ourFamilies[$0] == .keyword }) {
                    keywordsMatched += 1
                } else {
                    missedKeywords[String(decoding: bytes[range], as: UTF8.self), default: 0] += 1
                }
            }
            for index in range where !ByteSet.whitespace.contains(bytes[index]) && !isExcluded[index] {
                let ourFamily = ourFamilies[index]
                for measured in Self.measured {
                    switch (family == measured, ourFamily == measured) {
                    case (true, true): truePositives[measured, default: 0] += 1
                    case (true, false): falseNegatives[measured, default: 0] += 1
                    case (false, true): falsePositives[measured, default: 0] += 1
                    case (false, false): break
                    }
                }
            }
        }
    }

    /// The family of a Pygments CSS class (`kd` → keyword, `s2` → string, `cp` → comment, `mi` → number).
    static func family(ofPygmentsClass cssClass: String) -> TokenClass.Family {
        switch cssClass.first {
        case "k": return .keyword
        case "s": return .string
        case "m": return .number
        case "c": return .comment
        default: return .other
        }
    }
}

/// The UTF-8 byte ranges of the matches of `pattern` in `text`.
func byteRanges(matching pattern: String, in text: String) -> [Range<Int>] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let utf16 = text.utf16
    return expression.matches(in: text, range: NSRange(location: 0, length: utf16.count)).compactMap { match in
        guard let range = Range(match.range, in: text) else { return nil }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + text[range].utf8.count)
    }
}

@Suite("Agreement with Pygments on real code")
struct PygmentsAgreementTests {
    @Test("comments, strings and numbers at F1 ≥ 0.95 and keywords at recall ≥ 0.95, per language",
          .enabled(if: PygmentsOracle.isAvailable, "Pygments is not installed (pip install pygments)"))
    func agreement() throws {
        var report = ["language      files  comment  string   number   keywords (recall)"]
        var failures: [String] = []
        for (folder, language, pygmentsName) in agreementLanguages {
            let directory = PygmentsOracle.corpus.appendingPathComponent(folder)
            let files = ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
                .filter { !$0.lastPathComponent.hasPrefix(".") }
                .sorted { $0.path < $1.path }
            guard !files.isEmpty else {
                failures.append("\(folder): no corpus files")
                continue
            }
            let oracle = PygmentsOracle.tokens(lexer: pygmentsName, files: files)
            var agreement = Agreement()
            let known = knownPygmentsErrors.filter { $0.folder == folder }
            for file in files where !known.contains(where: { $0.file == file.lastPathComponent && $0.pattern == nil }) {
                let bytes = Array(try Data(contentsOf: file))
                let code = String(decoding: bytes, as: UTF8.self)
                let ours = try #require(CodeBlockHTML.tokens(code, language: language))
                let theirs = try #require(oracle[file.path], "Pygments gave nothing for \(file.path)")
                let showing = ProcessInfo.processInfo.environment["HIGHLIGHT_DISAGREEMENTS"] == folder
                if showing { print("== \(file.lastPathComponent)") }
                let excluded = known.filter { $0.file == nil || $0.file == file.lastPathComponent }.compactMap(\.pattern)
                    .flatMap { byteRanges(matching: $0, in: code) }
                agreement.add(bytes: bytes, pygments: theirs, ours: ours, excluded: excluded, showing: showing)
            }
            func cell(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "  —  " }
            report.append(folder.padding(toLength: 14, withPad: " ", startingAt: 0)
                + String(files.count).padding(toLength: 7, withPad: " ", startingAt: 0)
                + [cell(agreement.f1(.comment)), cell(agreement.f1(.string)), cell(agreement.f1(.number))].joined(separator: "    ")
                + "    " + cell(agreement.keywordRecall) + " of \(agreement.keywordTokens)"
                + "   (Pygments' characters: " + Agreement.measured.map { "\($0) \(agreement.support($0))" }.joined(separator: ", ") + ")")
            for family in Agreement.measured {
                if let f1 = agreement.f1(family), f1 < 0.95 {
                    failures.append("\(folder): \(family) F1 \(String(format: "%.3f", f1))")
                }
            }
            if let recall = agreement.keywordRecall, recall < 0.95 {
                let missed = agreement.missedKeywords.sorted { $0.value > $1.value }.prefix(8).map { "\($0.key)×\($0.value)" }
                failures.append("\(folder): keyword recall \(String(format: "%.3f", recall)), missed \(missed.joined(separator: " "))")
            }
        }
        print(report.joined(separator: "\n"))
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
