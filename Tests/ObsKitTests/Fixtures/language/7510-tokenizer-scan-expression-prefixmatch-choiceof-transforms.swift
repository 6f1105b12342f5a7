// RegexBuilder style (tokenizer): scan an expression with prefixMatch and ChoiceOf transforms into token enums
import RegexBuilder

enum Token: CustomStringConvertible {
    case number(Double)
    case name(String)
    case op(Character)
    case paren(Bool)

    var description: String {
        switch self {
        case .number(let d): return "num(\(d))"
        case .name(let s): return "id(\(s))"
        case .op(let c): return "op(\(c))"
        case .paren(let open): return open ? "(" : ")"
        }
    }
}

let number = Regex {
    Capture {
        OneOrMore(.digit)
        Optionally { "."; OneOrMore(.digit) }
    } transform: { Token.number(Double($0)!) }
}
let name = Regex {
    Capture {
        One(.word.subtracting(.digit))
        ZeroOrMore(.word)
    } transform: { Token.name(String($0)) }
}
let op = Regex {
    Capture { CharacterClass.anyOf("+-*/^") } transform: { Token.op($0.first!) }
}
let paren = Regex {
    Capture { CharacterClass.anyOf("()") } transform: { Token.paren($0 == "(") }
}

func tokenize(_ source: String) -> [Token]? {
    var tokens: [Token] = []
    var rest = source[...]
    while true {
        rest = rest.trimmingPrefix(Regex { ZeroOrMore(.whitespace) })
        if rest.isEmpty { return tokens }
        if let m = rest.prefixMatch(of: number) { tokens.append(m.output.1); rest = rest[m.range.upperBound...] }
        else if let m = rest.prefixMatch(of: name) { tokens.append(m.output.1); rest = rest[m.range.upperBound...] }
        else if let m = rest.prefixMatch(of: op) { tokens.append(m.output.1); rest = rest[m.range.upperBound...] }
        else if let m = rest.prefixMatch(of: paren) { tokens.append(m.output.1); rest = rest[m.range.upperBound...] }
        else {
            print("unexpected character '\(rest.first!)' at \(source.distance(from: source.startIndex, to: rest.startIndex))")
            return nil
        }
    }
}

for src in ["3 + 4.5*x", "(a1 + b_2) ^ 2", "  sqrt(16)/  2.0 ", "1 $ 2", ""] {
    if let toks = tokenize(src) {
        print(toks.count, toks.map(\.description).joined(separator: " "))
    }
}

let names = tokenize("area = pi * r ^ 2") ?? []
print(names.count)
// expect: 5 num(3.0) op(+) num(4.5) op(*) id(x)
// expect: 7 ( id(a1) op(+) id(b_2) ) op(^) num(2.0)
// expect: 6 id(sqrt) ( num(16.0) ) op(/) num(2.0)
// expect: unexpected character '$' at 2
// expect: 0 
// expect: unexpected character '=' at 5
// expect: 0
