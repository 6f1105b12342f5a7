// Rosetta Code style (Arithmetic evaluation): tokenizer over Characters, recursive-descent parser, indirect enum AST
let operations: [Character: (Int, Int) -> Int] = ["+": (+), "-": (-), "*": (*), "/": (/)]
indirect enum Expr: CustomStringConvertible {
    case number(Int)
    case binary(Character, Expr, Expr)
    case negate(Expr)
    var description: String {
        switch self {
        case .number(let n): return String(n)
        case let .binary(op, l, r): return "(\(l) \(op) \(r))"
        case .negate(let e): return "-\(e)"
        }
    }

    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case .negate(let e): return -e.evaluate()
        case let .binary(op, l, r):
            return operations[op]!(l.evaluate(), r.evaluate())
        }
    }
}

enum Token: Equatable {
    case num(Int), op(Character), lparen, rparen
}

func tokenize(_ s: String) -> [Token] {
    var tokens: [Token] = []
    var number: Int? = nil
    for ch in s {
        if let d = ch.wholeNumberValue {
            number = (number ?? 0) * 10 + d
            continue
        }
        if let n = number { tokens.append(.num(n)); number = nil }
        switch ch {
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        case "+", "-", "*", "/": tokens.append(.op(ch))
        default: break
        }
    }
    if let n = number { tokens.append(.num(n)) }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0
    func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }
    mutating func next() -> Token? { defer { pos += 1 }; return peek() }
    mutating func expression() -> Expr {
        var lhs = term()
        while case .op(let o)? = peek(), o == "+" || o == "-" {
            _ = next()
            lhs = .binary(o, lhs, term())
        }
        return lhs
    }

    mutating func term() -> Expr {
        var lhs = factor()
        while case .op(let o)? = peek(), o == "*" || o == "/" {
            _ = next()
            lhs = .binary(o, lhs, factor())
        }
        return lhs
    }

    mutating func factor() -> Expr {
        switch next() {
        case .num(let n)?: return .number(n)
        case .op("-")?: return .negate(factor())
        case .lparen?:
            let e = expression()
            _ = next()
            return e
        default: fatalError("unexpected token")
        }
    }
}

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 * (3 + 4) * 5 / 7", "-(4 - 10) * 3 - 2", "100 / 7 / 2"] {
    var p = Parser(tokens: tokenize(src))
    let e = p.expression()
    print(src, "=>", e, "=", e.evaluate())
}

// expect: 1 + 2 * 3 => (1 + (2 * 3)) = 7
// expect: (1 + 2) * 3 => ((1 + 2) * 3) = 9
// expect: 2 * (3 + 4) * 5 / 7 => (((2 * (3 + 4)) * 5) / 7) = 10
// expect: -(4 - 10) * 3 - 2 => ((-(4 - 10) * 3) - 2) = 16
// expect: 100 / 7 / 2 => ((100 / 7) / 2) = 7
