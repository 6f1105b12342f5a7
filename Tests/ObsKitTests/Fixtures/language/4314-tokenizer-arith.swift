// App code style: hand-written tokenizer for a tiny expression language with positions and errors
enum Token: CustomStringConvertible, Equatable {
    case number(Int)
    case ident(String)
    case op(Character)
    case lparen, rparen
    case string(String)

    var description: String {
        switch self {
        case .number(let n): return "NUM(\(n))"
        case .ident(let s): return "ID(\(s))"
        case .op(let c): return "OP(\(c))"
        case .lparen: return "("
        case .rparen: return ")"
        case .string(let s): return "STR(\"\(s)\")"
        }
    }
}

struct LexError: Error, CustomStringConvertible {
    let offset: Int
    let message: String
    var description: String { "error at \(offset): \(message)" }
}

func tokenize(_ src: String) throws -> [Token] {
    var tokens: [Token] = []
    let chars = Array(src)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c.isWhitespace { i += 1; continue }
        if c.isNumber, let d = c.wholeNumberValue {
            var value = d
            i += 1
            while i < chars.count, let d2 = chars[i].wholeNumberValue, chars[i].isASCII {
                value = value * 10 + d2
                i += 1
            }
            tokens.append(.number(value))
        } else if c.isLetter || c == "_" {
            var name = String(c)
            i += 1
            while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") {
                name.append(chars[i]); i += 1
            }
            tokens.append(.ident(name))
        } else if "+-*/%=<>".contains(c) {
            tokens.append(.op(c)); i += 1
        } else if c == "(" { tokens.append(.lparen); i += 1 }
        else if c == ")" { tokens.append(.rparen); i += 1 }
        else if c == "\"" {
            let start = i
            i += 1
            var s = ""
            while i < chars.count && chars[i] != "\"" {
                if chars[i] == "\\" && i + 1 < chars.count {
                    i += 1
                    s.append(chars[i] == "n" ? "\n" : chars[i])
                } else { s.append(chars[i]) }
                i += 1
            }
            if i >= chars.count { throw LexError(offset: start, message: "unterminated string") }
            i += 1
            tokens.append(.string(s))
        } else {
            throw LexError(offset: i, message: "unexpected '\(c)'")
        }
    }
    return tokens
}

let inputs = [
    "x = 12 + y_2 * (3 - 4)",
    "total%7",
    "  name = \"Bob \\\"B\\\"\" ",
    "héllo + wörld",
    "a # b",
    "\"open",
    "1234567 / 89",
    "",
    "π*r*r",
]
for src in inputs {
    do {
        let toks = try tokenize(src)
        print("\(toks.count): [" + toks.map { $0.description }.joined(separator: " ") + "]")
    } catch let e as LexError {
        print(e)
    } catch {
        print("other")
    }
}
let t = try! tokenize("a + 1")
print(t == [.ident("a"), .op("+"), .number(1)])
print(t[1] == .op("-"))
// expect: 11: [ID(x) OP(=) NUM(12) OP(+) ID(y_2) OP(*) ( NUM(3) OP(-) NUM(4) )]
// expect: 3: [ID(total) OP(%) NUM(7)]
// expect: 3: [ID(name) OP(=) STR("Bob "B"")]
// expect: 3: [ID(héllo) OP(+) ID(wörld)]
// expect: error at 2: unexpected '#'
// expect: error at 0: unterminated string
// expect: 3: [NUM(1234567) OP(/) NUM(89)]
// expect: 0: []
// expect: 5: [ID(π) OP(*) ID(r) OP(*) ID(r)]
// expect: true
// expect: false
