// App code style: tokenizer and calculator for a settings expression field
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case op(Character)
    case lparen, rparen

    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .op(let c): return String(c)
        case .lparen: return "("
        case .rparen: return ")"
        }
    }
}

enum CalcError: Error, Equatable {
    case badCharacter(Character)
    case unexpectedEnd
    case unexpected(Token)
    case divisionByZero
}

func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    var number: Int?
    for ch in s {
        if let d = ch.wholeNumberValue {
            number = (number ?? 0) * 10 + d
            continue
        }
        if let n = number { tokens.append(.number(n)); number = nil }
        switch ch {
        case " ": continue
        case "+", "-", "*", "/", "%": tokens.append(.op(ch))
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        default: throw CalcError.badCharacter(ch)
        }
    }
    if let n = number { tokens.append(.number(n)) }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0

    mutating func next() -> Token? {
        defer { pos += 1 }
        return pos < tokens.count ? tokens[pos] : nil
    }
    var peek: Token? { pos < tokens.count ? tokens[pos] : nil }

    mutating func expression() throws -> Int {
        var value = try term()
        while case .op(let c)? = peek, c == "+" || c == "-" {
            _ = next()
            let rhs = try term()
            value = c == "+" ? value + rhs : value - rhs
        }
        return value
    }

    mutating func term() throws -> Int {
        var value = try factor()
        while case .op(let c)? = peek, "*/%".contains(c) {
            _ = next()
            let rhs = try factor()
            if c != "*" && rhs == 0 { throw CalcError.divisionByZero }
            value = c == "*" ? value * rhs : c == "/" ? value / rhs : value % rhs
        }
        return value
    }

    mutating func factor() throws -> Int {
        guard let t = next() else { throw CalcError.unexpectedEnd }
        switch t {
        case .number(let n): return n
        case .op("-"): return -(try factor())
        case .lparen:
            let v = try expression()
            guard next() == .rparen else { throw CalcError.unexpectedEnd }
            return v
        default: throw CalcError.unexpected(t)
        }
    }
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", "100 / (5 - 5)", "-4 * -(2 + 1)", "17 % 5 + 2", "2 * (3 + ", "7 & 3", "* 2", "((12))"] {
    do {
        let tokens = try tokenize(input)
        var parser = Parser(tokens: tokens)
        let value = try parser.expression()
        let leftover = parser.pos < tokens.count ? " (ignored \(tokens[parser.pos...].map(\.description).joined()))" : ""
        print("\(input) = \(value)\(leftover)   tokens: \(tokens.count)")
    } catch let e as CalcError {
        print("\(input) -> error \(e)")
    } catch {
        print("other")
    }
}

// expect: 1 + 2 * 3 = 7   tokens: 5
// expect: (1 + 2) * 3 = 9   tokens: 7
// expect: 100 / (5 - 5) -> error divisionByZero
// expect: -4 * -(2 + 1) = 12   tokens: 9
// expect: 17 % 5 + 2 = 4   tokens: 5
// expect: 2 * (3 +  -> error unexpectedEnd
// expect: 7 & 3 -> error badCharacter("&")
// expect: * 2 -> error unexpected(*)
// expect: ((12)) = 12   tokens: 5
