// Swift Regex style (tokenizer): prefixMatch(of:) repeatedly consumes a tiny expression language into tokens
enum Token: CustomStringConvertible {
    case number(Int)
    case identifier(String)
    case op(Character)
    case paren(Character)

    var description: String {
        switch self {
        case .number(let n): return "num(\(n))"
        case .identifier(let s): return "id(\(s))"
        case .op(let c): return "op(\(c))"
        case .paren(let c): return "paren(\(c))"
        }
    }
}

func tokenize(_ source: String) -> [Token]? {
    var tokens: [Token] = []
    var rest = source[...]
    while !rest.isEmpty {
        if let ws = rest.prefixMatch(of: #/\s+/#) {
            rest = rest[ws.range.upperBound...]
        } else if let num = rest.prefixMatch(of: #/\d+/#) {
            tokens.append(.number(Int(num.output)!))
            rest = rest[num.range.upperBound...]
        } else if let ident = rest.prefixMatch(of: #/[a-zA-Z_]\w*/#) {
            tokens.append(.identifier(String(ident.output)))
            rest = rest[ident.range.upperBound...]
        } else if let sym = rest.prefixMatch(of: #/[-+*\/]/#) {
            tokens.append(.op(sym.output.first!))
            rest = rest[sym.range.upperBound...]
        } else if let p = rest.prefixMatch(of: #/[()]/#) {
            tokens.append(.paren(p.output.first!))
            rest = rest[p.range.upperBound...]
        } else {
            print("unexpected '\(rest.first!)'")
            return nil
        }
    }
    return tokens
}

for source in ["1 + 2", "total * (rate - 3)", "x_1/42", "a # b"] {
    if let tokens = tokenize(source) {
        print(source, "=>", tokens.map(\.description).joined(separator: " "))
    }
}

// expect: 1 + 2 => num(1) op(+) num(2)
// expect: total * (rate - 3) => id(total) op(*) paren(() id(rate) op(-) num(3) paren())
// expect: x_1/42 => id(x_1) op(/) num(42)
// expect: unexpected '#'
