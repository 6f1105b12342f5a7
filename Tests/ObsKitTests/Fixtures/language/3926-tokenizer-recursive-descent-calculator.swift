// App code style: tokenizer and recursive-descent calculator
enum Token: Equatable, CustomStringConvertible {
    case number(Double), op(Character), lparen, rparen
    var description: String {
        switch self {
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .op(let c): return String(c)
        case .lparen: return "("
        case .rparen: return ")"
        }
    }
}

enum CalcError: Error { case badChar(Character), unexpectedEnd, divideByZero, trailing }

func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    var chars = Array(s)[...]
    while let c = chars.first {
        if c == " " { chars.removeFirst(); continue }
        if c.isNumber || c == "." {
            let digits = chars.prefix { $0.isNumber || $0 == "." }
            tokens.append(.number(Double(String(digits))!))
            chars.removeFirst(digits.count)
        } else if "+-*/".contains(c) { tokens.append(.op(c)); chars.removeFirst() }
        else if c == "(" { tokens.append(.lparen); chars.removeFirst() }
        else if c == ")" { tokens.append(.rparen); chars.removeFirst() }
        else { throw CalcError.badChar(c) }
    }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0
    mutating func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }
    mutating func expr() throws -> Double {
        var v = try term()
        while let t = peek(), t == .op("+") || t == .op("-") {
            pos += 1
            let r = try term()
            v = t == .op("+") ? v + r : v - r
        }
        return v
    }
    mutating func term() throws -> Double {
        var v = try factor()
        while let t = peek(), t == .op("*") || t == .op("/") {
            pos += 1
            let r = try factor()
            if t == .op("/") && r == 0 { throw CalcError.divideByZero }
            v = t == .op("*") ? v * r : v / r
        }
        return v
    }
    mutating func factor() throws -> Double {
        guard let t = peek() else { throw CalcError.unexpectedEnd }
        pos += 1
        switch t {
        case .number(let n): return n
        case .op("-"): return -(try factor())
        case .lparen:
            let v = try expr()
            guard peek() == .rparen else { throw CalcError.unexpectedEnd }
            pos += 1
            return v
        default: throw CalcError.unexpectedEnd
        }
    }
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - 0.5", "-(3 - 5) * 2.5", "2 * (3 + ", "7 / (2 - 2)", "4 $ 2", "8 / 2 / 2"] {
    do {
        let toks = try tokenize(input)
        var p = Parser(tokens: toks)
        let value = try p.expr()
        if p.pos != toks.count { throw CalcError.trailing }
        print("\(toks.map(\.description).joined(separator: " ")) = \(value)")
    } catch {
        print("\(input) -> error \(error)")
    }
}
// expect: 1 + 2 * 3 = 7.0
// expect: ( 1 + 2 ) * 3 = 9.0
// expect: 10 / 4 - 0.5 = 2.0
// expect: - ( 3 - 5 ) * 2.5 = 5.0
// expect: 2 * (3 +  -> error unexpectedEnd
// expect: 7 / (2 - 2) -> error divideByZero
// expect: 4 $ 2 -> error badChar("$")
// expect: 8 / 2 / 2 = 2.0
