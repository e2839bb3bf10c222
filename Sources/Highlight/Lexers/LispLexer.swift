// Lisps (Common Lisp and Emacs Lisp): comments, strings, quoted symbols, keywords, characters, special forms.

/// A Lisp dialect, told apart by its special forms and its character syntax.
struct LispLexer: Lexer {
    /// Special forms and macros shown as keywords.
    let specialForms: Set<String>
    /// Functions shown as builtins.
    let builtins: Set<String>
    /// Whether `?a` is a character (Emacs Lisp); Common Lisp writes `#\a`.
    let questionMarkCharacters: Bool

    private static let symbolBytes = ByteSet.identifierPart.union(ByteSet("-+*/<>=!?$%&^~.:@"))

    func tokens(in bytes: [UInt8]) -> [Token] {
        var scanner = Scanner(bytes)
        var afterOpenParen = false
        var defining = false
        while !scanner.atEnd {
            let start = scanner.position
            let byte = scanner.peek()
            switch byte {
            case UInt8(ascii: ";"):
                scanner.skipToLineEnd()
                scanner.emit(.commentSingle, from: start)
            case UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "|"):
                scanner.position += 2
                var level = 1
                while !scanner.atEnd, level > 0 {
                    if scanner.peek() == UInt8(ascii: "|"), scanner.peek(1) == UInt8(ascii: "#") {
                        level -= 1
                        scanner.position += 2
                    } else if scanner.peek() == UInt8(ascii: "#"), scanner.peek(1) == UInt8(ascii: "|") {
                        level += 1
                        scanner.position += 2
                    } else {
                        scanner.position += 1
                    }
                }
                scanner.emit(.commentMultiline, from: start)
            case UInt8(ascii: "\""):
                scanner.position += 1
                var runStart = start
                while !scanner.atEnd, scanner.peek() != UInt8(ascii: "\"") {
                    if scanner.peek() == UInt8(ascii: "\\") {
                        scanner.emit(.string, from: runStart)
                        let escapeStart = scanner.position
                        scanner.position = min(scanner.position + 2, scanner.count)
                        scanner.emit(.stringEscape, from: escapeStart)
                        runStart = scanner.position
                        continue
                    }
                    scanner.position += 1
                }
                if !scanner.atEnd { scanner.position += 1 }
                scanner.emit(.string, from: runStart)
            case UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "\\"):
                scanner.position += 3
                scanner.skip(ByteSet.identifierPart.union(ByteSet("-")))
                scanner.position = min(scanner.position, scanner.count)
                scanner.emit(.stringChar, from: start)
            case UInt8(ascii: "?") where questionMarkCharacters && !Self.symbolBytes.contains(scanner.byte(at: start - 1)):
                scanner.position += scanner.peek(1) == UInt8(ascii: "\\") ? 3 : 2
                while scanner.peek() >= 0x80 && scanner.peek() < 0xC0 { scanner.position += 1 }
                scanner.position = min(scanner.position, scanner.count)
                scanner.emit(.stringChar, from: start)
            case UInt8(ascii: "#") where scanner.peek(1) == UInt8(ascii: "'"):
                scanner.position += 2
                scanner.skip(Self.symbolBytes)
                scanner.emit(.nameFunction, from: start)
            case UInt8(ascii: "'") where Self.symbolBytes.contains(scanner.peek(1)) && !ByteSet.digits.contains(scanner.peek(1)):
                scanner.position += 1
                scanner.skip(Self.symbolBytes)
                scanner.emit(.stringSymbol, from: start)
            case UInt8(ascii: ":") where Self.symbolBytes.contains(scanner.peek(1)):
                scanner.position += 1
                scanner.skip(Self.symbolBytes)
                scanner.emit(.stringSymbol, from: start)
            case UInt8(ascii: "("):
                scanner.take(1, as: .punctuation)
                afterOpenParen = true
                continue
            case UInt8(ascii: ")"), UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"):
                scanner.take(1, as: .punctuation)
            case 0x20, 0x09, 0x0A, 0x0D:
                scanner.skip(.whitespace)
                continue
            default:
                scanner.skip(Self.symbolBytes)
                if scanner.position == start {
                    scanner.position += 1
                    break
                }
                let word = scanner.text(start, scanner.position)
                if isNumber(scanner.bytes[start..<scanner.position]) {
                    scanner.emit(word.contains(".") || word.contains("/") ? .numberFloat : .numberInteger, from: start)
                } else if defining {
                    scanner.emit(.nameFunction, from: start)
                } else if specialForms.contains(word) {
                    scanner.emit(.keyword, from: start)
                    defining = word.hasPrefix("def") && word != "defvar" && word != "defconst" && word != "defcustom"
                        && word != "defparameter" && word != "defgroup" && word != "defface"
                    afterOpenParen = false
                    continue
                } else if afterOpenParen && builtins.contains(word) {
                    scanner.emit(.nameBuiltin, from: start)
                } else if word == "t" || word == "nil" {
                    scanner.emit(.nameConstant, from: start)
                } else if word.hasPrefix("&") {
                    scanner.emit(.keyword, from: start)
                }
            }
            afterOpenParen = false
            defining = false
        }
        return scanner.tokens
    }

    private func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        var sawDigit = false
        for (index, byte) in zip(bytes.indices, bytes) {
            if ByteSet.digits.contains(byte) { sawDigit = true; continue }
            if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && index == bytes.startIndex { continue }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "e") && sawDigit { continue }
            return false
        }
        return sawDigit
    }

    private static let commonForms = """
        defun defmacro defvar defparameter defconstant defclass defmethod defgeneric defstruct defpackage \
        deftype define-condition lambda let let* flet labels macrolet if when unless cond case ecase typecase \
        etypecase progn prog1 prog2 block return return-from loop do do* dolist dotimes tagbody go catch throw \
        unwind-protect handler-case handler-bind restart-case ignore-errors setq setf psetq incf decf push pop \
        and or not quote function declare the multiple-value-bind destructuring-bind with-slots with-accessors \
        eval-when in-package load-time-value symbol-macrolet locally ignore ignorable optimize special \
        dynamic-extent inline notinline type ftype
        """

    static let commonLisp = LispLexer(
        specialForms: Set((commonForms + " error assert check-type").split(separator: " ").map(String.init)),
        builtins: Set("""
            car cdr cons list append reverse length mapcar mapc format print princ prin1 funcall apply eq eql equal \
            first second rest nth nthcdr member assoc gethash make-hash-table make-instance vector aref concatenate \
            string= intern symbol-name values 1+ 1- + - * / = < > <= >= null listp consp numberp stringp
            """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
        questionMarkCharacters: false)

    static let emacsLisp = LispLexer(
        specialForms: Set((commonForms + """
             defcustom defgroup defface defsubst defalias define-minor-mode define-derived-mode \
            define-key save-excursion save-restriction save-match-data with-current-buffer with-temp-buffer \
            condition-case while interactive let-alist pcase pcase-let when-let if-let cl-defun cl-loop \
            cl-letf require provide autoload add-hook setq-local defvar-local use-package
            """).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
        builtins: Set("""
            car cdr cons list append reverse length mapcar mapc format message insert point goto-char buffer-name \
            current-buffer get-buffer-create funcall apply eq eql equal nth member assoc gethash concat substring \
            string-match match-string re-search-forward looking-at error signal 1+ 1- + - * / = < > <= >= null
            """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
        questionMarkCharacters: true)
}
