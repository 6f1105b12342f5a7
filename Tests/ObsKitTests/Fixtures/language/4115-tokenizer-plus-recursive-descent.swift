// App code style: tokenizer plus recursive-descent calculator with variables
enum Token: Equatable {
    case number(Double), ident(String), op(Character)
    case lparen, rparen
}

enum CalcError: Error {
    case unexpected(Character), unexpectedEnd
    case unknownVariable(String), divisionByZero
}

func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    let chars = Array(s)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c == " " { i += 1; continue }
        if c.isNumber || c == "." {
            var j = i; while j < chars.count && (chars[j].isNumber || chars[j] == ".") { j += 1 }
            tokens.append(.number(Double(String(chars[i..<j]))!))
            i = j
        } else if c.isLetter {
            var j = i; while j < chars.count && chars[j].isLetter { j += 1 }
            tokens.append(.ident(String(chars[i..<j])))
            i = j
        } else if "+-*/^".contains(c) {
            tokens.append(.op(c)); i += 1
        } else if c == "(" || c == ")" {
            tokens.append(c == "(" ? .lparen : .rparen); i += 1
        } else { throw CalcError.unexpected(c) }
    }
    return tokens
}

struct Parser {
    let tokens: [Token]
    var pos = 0
    let vars: [String: Double]

    mutating func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }
    mutating func advance() -> Token? { defer { pos += 1 }; return peek() }

    mutating func expression() throws -> Double {
        var value = try term()
        while case .op(let o)? = peek(), o == "+" || o == "-" {
            _ = advance()
            let rhs = try term()
            value = o == "+" ? value + rhs : value - rhs
        }
        return value
    }

    mutating func term() throws -> Double {
        var value = try power()
        while case .op(let o)? = peek(), o == "*" || o == "/" {
            _ = advance()
            let rhs = try power()
            if o == "/" && rhs == 0 { throw CalcError.divisionByZero }
            value = o == "*" ? value * rhs : value / rhs
        }
        return value
    }

    mutating func power() throws -> Double {
        let base = try unary()
        if case .op("^")? = peek() {
            _ = advance()
            let exp = try power()
            return (0..<Int(exp)).reduce(1.0) { r, _ in r * base }
        }
        return base
    }

    mutating func unary() throws -> Double {
        if case .op("-")? = peek() { _ = advance(); return -(try unary()) }
        return try primary()
    }

    mutating func primary() throws -> Double {
        guard let t = advance() else { throw CalcError.unexpectedEnd }
        switch t {
        case .number(let n): return n
        case .ident(let name):
            guard let v = vars[name] else { throw CalcError.unknownVariable(name) }
            return v
        case .lparen:
            let v = try expression()
            guard advance() == .rparen else { throw CalcError.unexpectedEnd }
            return v
        default: throw CalcError.unexpectedEnd
        }
    }
}

let env = ["pi": 3.5, "x": 4.0]
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x + 10 / 4", "pi * x", "1 / (x - 4)", "y + 1", "3 $ 4", "(2 + 3", "1.5 * 1.5"] {
    do {
        var p = Parser(tokens: try tokenize(src), vars: env)
        print(src, "=", try p.expression())
    } catch {
        print(src, "->", error)
    }
}
// expect: 1 + 2 * 3 = 7.0
// expect: (1 + 2) * 3 = 9.0
// expect: 2 ^ 3 ^ 2 = 512.0
// expect: -x + 10 / 4 = -1.5
// expect: pi * x = 14.0
// expect: 1 / (x - 4) -> divisionByZero
// expect: y + 1 -> unknownVariable("y")
// expect: 3 $ 4 -> unexpected("$")
// expect: (2 + 3 -> unexpectedEnd
// expect: 1.5 * 1.5 = 2.25
