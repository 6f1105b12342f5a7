// Compiler test style: lexer producing enum tokens with lexing errors
enum Token: Equatable, CustomStringConvertible {
    case int(Int)
    case ident(String)
    case symbol(Character)
    case string(String)

    var description: String {
        switch self {
        case .int(let n): return "INT(\(n))"
        case .ident(let s): return "ID(\(s))"
        case .symbol(let c): return "SYM(\(c))"
        case .string(let s): return "STR(\"\(s)\")"
        }
    }
}

enum LexError: Error, CustomStringConvertible {
    case unexpected(Character, at: Int)
    case unterminatedString(startedAt: Int)

    var description: String {
        switch self {
        case let .unexpected(c, i): return "unexpected '\(c)' at \(i)"
        case .unterminatedString(let i): return "unterminated string starting at \(i)"
        }
    }
}

func lex(_ src: String) throws -> [Token] {
    let chars = Array(src)
    var i = 0
    var out: [Token] = []
    while i < chars.count {
        let c = chars[i]
        if c == " " { i += 1; continue }
        if c.isNumber {
            var n = 0
            while i < chars.count, let d = chars[i].wholeNumberValue {
                n = n * 10 + d
                i += 1
            }
            out.append(.int(n))
        } else if c.isLetter || c == "_" {
            var s = ""
            while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
                s.append(chars[i]); i += 1
            }
            out.append(.ident(s))
        } else if "+-*/=();".contains(c) {
            out.append(.symbol(c)); i += 1
        } else if c == "\"" {
            let start = i
            i += 1
            var s = ""
            while i < chars.count, chars[i] != "\"" { s.append(chars[i]); i += 1 }
            guard i < chars.count else { throw LexError.unterminatedString(startedAt: start) }
            i += 1
            out.append(.string(s))
        } else {
            throw LexError.unexpected(c, at: i)
        }
    }
    return out
}

let sources = [
    "let x = 42;",
    "print(\"hi there\")",
    "a_1 * (b + 300)",
    "x = 5 # comment",
    "s = \"open",
    "",
]
for src in sources {
    do {
        let toks = try lex(src)
        print(toks.isEmpty ? "(no tokens)" : toks.map(\.description).joined(separator: " "))
    } catch let LexError.unexpected(ch, pos) where ch == "#" {
        print("comments not supported (pos \(pos))")
    } catch {
        print("lex error: \(error)")
    }
}

// Inspect tokens with pattern matching
let toks = try! lex("sum = a + 12 * b")
let idents = toks.compactMap { tok -> String? in
    if case .ident(let s) = tok { return s }
    return nil
}
print("identifiers: \(idents)")
let intTotal = toks.reduce(0) { acc, t in
    guard case .int(let n) = t else { return acc }
    return acc + n
}
print("int total: \(intTotal)")
print(toks.contains(.symbol("*")), toks.filter { $0 == .symbol("+") }.count)
if case .ident("sum")? = toks.first, case .symbol("=") = toks[1] {
    print("assignment to sum")
}
// expect: ID(let) ID(x) SYM(=) INT(42) SYM(;)
// expect: ID(print) SYM(() STR("hi there") SYM())
// expect: ID(a_1) SYM(*) SYM(() ID(b) SYM(+) INT(300) SYM())
// expect: comments not supported (pos 6)
// expect: lex error: unterminated string starting at 4
// expect: (no tokens)
// expect: identifiers: ["sum", "a", "b"]
// expect: int total: 12
// expect: true 1
// expect: assignment to sum
