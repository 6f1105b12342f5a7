// App code style: arithmetic tokenizer with enum tokens and a recursive-descent evaluator that throws
enum Token: Equatable {
    case num(Double), op(Character), lparen, rparen
}
enum ParseError: Error { case badChar(Character, Int), unexpectedEnd, trailing(Token), divByZero }

func tokenize(_ s: String) throws -> [Token] {
    var out: [Token] = []
    var chars = Array(s), i = 0
    while i < chars.count {
        let c = chars[i]
        switch c {
        case " ": i += 1
        case "0"..."9", ".":
            var j = i
            while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
            out.append(.num(Double(String(chars[i..<j]))!)); i = j
        case "+", "-", "*", "/": out.append(.op(c)); i += 1
        case "(": out.append(.lparen); i += 1
        case ")": out.append(.rparen); i += 1
        default: throw ParseError.badChar(c, i)
        }
    }
    chars.removeAll()
    return out
}

struct Parser {
    var toks: [Token]; var pos = 0
    mutating func next() -> Token? { defer { pos += 1 }; return pos < toks.count ? toks[pos] : nil }
    func peek() -> Token? { pos < toks.count ? toks[pos] : nil }
    mutating func expr() throws -> Double {
        var v = try term()
        while case .op(let o)? = peek(), o == "+" || o == "-" { _ = next(); let r = try term(); v = o == "+" ? v + r : v - r }
        return v
    }
    mutating func term() throws -> Double {
        var v = try factor()
        while case .op(let o)? = peek(), o == "*" || o == "/" {
            _ = next(); let r = try factor()
            if o == "/" { guard r != 0 else { throw ParseError.divByZero }; v /= r } else { v *= r }
        }
        return v
    }
    mutating func factor() throws -> Double {
        switch next() {
        case .num(let n)?: return n
        case .op("-")?: return -(try factor())
        case .lparen?: let v = try expr(); guard next() == .rparen else { throw ParseError.unexpectedEnd }; return v
        case let t?: throw ParseError.trailing(t)
        case nil: throw ParseError.unexpectedEnd
        }
    }
}

for src in ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 0.5)", "2 * (3 + ", "7 / (2 - 2)", "3 $ 4", "10 / 4 - -1"] {
    do {
        var p = Parser(toks: try tokenize(src))
        let v = try p.expr()
        if let extra = p.peek() { throw ParseError.trailing(extra) }
        print("\(src) = \(v)")
    } catch {
        print("\(src) -> error: \(error)")
    }
}
// expect: 1 + 2 * 3 = 7.0
// expect: (1 + 2) * 3 = 9.0
// expect: -4 / (2 - 0.5) = -2.6666666666666665
// expect: 2 * (3 +  -> error: unexpectedEnd
// expect: 7 / (2 - 2) -> error: divByZero
// expect: 3 $ 4 -> error: badChar("$", 2)
// expect: 10 / 4 - -1 = 3.5
