/// A small Swift-ish lexer of our own: enough to mutate scripts token by token (identifiers, number and
/// string literals, operators, brackets, comments, whitespace). It never fails: whatever it does not know
/// becomes a one-character token, so joining the tokens always gives back the text.
struct FuzzToken: Equatable {
    enum Kind: Equatable {
        case identifier, integer, float, string, op, open, close, punctuation, space, newline, comment, other
    }
    var kind: Kind
    var text: String

    var isTrivia: Bool { kind == .space || kind == .newline || kind == .comment }
    var isLiteral: Bool { kind == .integer || kind == .float || kind == .string }
}

enum FuzzLexer {
    static func tokens(_ text: String) -> [FuzzToken] {
        let chars = Array(text.unicodeScalars)
        var tokens: [FuzzToken] = []
        var i = 0
        func take(_ kind: FuzzToken.Kind, _ end: Int) {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: chars[i..<end])
            tokens.append(FuzzToken(kind: kind, text: String(s)))
            i = end
        }
        while i < chars.count {
            let c = chars[i]
            var j = i + 1
            switch c {
            case "\n":
                take(.newline, j)
            case " ", "\t", "\r":
                while j < chars.count, chars[j] == " " || chars[j] == "\t" || chars[j] == "\r" { j += 1 }
                take(.space, j)
            case "/" where i + 1 < chars.count && chars[i + 1] == "/":
                while j < chars.count, chars[j] != "\n" { j += 1 }
                take(.comment, j)
            case "\"":
                // To the closing quote on the same line, skipping escapes (interpolations stay inside).
                var depth = 0
                while j < chars.count, chars[j] != "\n" {
                    if chars[j] == "\\", j + 1 < chars.count {
                        if chars[j + 1] == "(" { depth += 1 }
                        j += 2
                        continue
                    }
                    if chars[j] == ")", depth > 0 { depth -= 1 }
                    if chars[j] == "\"", depth == 0 { j += 1; break }
                    j += 1
                }
                take(.string, j)
            case "0"..."9":
                let hex = j < chars.count && c == "0" && (chars[j] == "x" || chars[j] == "X")
                while j < chars.count {
                    let d = chars[j]
                    if isIdentifierScalar(d) { j += 1; continue }
                    if d == ".", j + 1 < chars.count, isDigit(chars[j + 1]) { j += 1; continue }
                    if !hex, d == "+" || d == "-", chars[j - 1] == "e" || chars[j - 1] == "E",
                       j + 1 < chars.count, isDigit(chars[j + 1]) { j += 1; continue }
                    break
                }
                let body = String(String.UnicodeScalarView(chars[i..<j]))
                let isFloat = !hex && (body.contains(".") || body.contains("e") || body.contains("E"))
                take(isFloat ? .float : .integer, j)
            case "(", "[", "{":
                take(.open, j)
            case ")", "]", "}":
                take(.close, j)
            case ",", ";", ":":
                take(.punctuation, j)
            case "@", "#", "$", "`":
                while j < chars.count, isIdentifierScalar(chars[j]) { j += 1 }
                take(.identifier, j)
            default:
                if isIdentifierScalar(c) {
                    while j < chars.count, isIdentifierScalar(chars[j]) { j += 1 }
                    take(.identifier, j)
                } else if isOperatorScalar(c) {
                    while j < chars.count, isOperatorScalar(chars[j]) { j += 1 }
                    take(.op, j)
                } else {
                    take(.other, j)
                }
            }
        }
        return tokens
    }

    static func isIdentifierScalar(_ c: Unicode.Scalar) -> Bool {
        c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
            || (c.value > 0x7F && c.properties.isAlphabetic)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    static func isOperatorScalar(_ c: Unicode.Scalar) -> Bool {
        "+-*/%=<>!&|^~?.".unicodeScalars.contains(c)
    }
}
