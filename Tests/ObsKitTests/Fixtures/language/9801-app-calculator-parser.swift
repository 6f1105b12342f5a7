// Small app logic: tokenizer and recursive-descent parser for a calculator
import Foundation

enum Token: Equatable, CustomStringConvertible {
    case number(Double), identifier(String), op(Character), lparen, rparen
    var description: String {
        return switch self {
        case .number(let v): "num(\(v))"
        case .identifier(let s): "id(\(s))"
        case .op(let c): "op(\(c))"
        case .lparen: "("
        case .rparen: ")"
        }
    }
}

enum CalcError: Error, Equatable {
    case unexpectedCharacter(Character), unexpectedEnd, divisionByZero
    case unexpectedToken(String), unknownVariable(String)
}

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var chars = Array(source)[...]
    while let c = chars.first {
        if c.isWhitespace { chars.removeFirst() } else if c.isNumber || c == "." {
            let literal = chars.prefix { $0.isNumber || $0 == "." }
            chars.removeFirst(literal.count)
            tokens.append(.number(Double(String(literal))!))
        } else if c.isLetter {
            let name = chars.prefix { $0.isLetter || $0.isNumber }
            chars.removeFirst(name.count)
            tokens.append(.identifier(String(name)))
        } else {
            switch c {
            case "+", "-", "*", "/", "^", "%": tokens.append(.op(c))
            case "(": tokens.append(.lparen)
            case ")": tokens.append(.rparen)
            default: throw CalcError.unexpectedCharacter(c)
            }
            chars.removeFirst()
        }
    }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0
    let variables: [String: Double]
    var peek: Token? { pos < tokens.count ? tokens[pos] : nil }
    mutating func next() -> Token? { defer { pos += 1 }; return peek }

    // expr := term (('+'|'-') term)*
    mutating func expression() throws -> Double {
        var value = try term()
        while case .op(let o)? = peek, o == "+" || o == "-" {
            pos += 1
            let rhs = try term()
            value = o == "+" ? value + rhs : value - rhs
        }
        return value
    }
    // term := power (('*'|'/'|'%') power)*
    mutating func term() throws -> Double {
        var value = try power()
        while case .op(let o)? = peek, "*/%".contains(o) {
            pos += 1
            let rhs = try power()
            if o != "*" && rhs == 0 { throw CalcError.divisionByZero }
            value = o == "*" ? value * rhs : o == "/" ? value / rhs : value.truncatingRemainder(dividingBy: rhs)
        }
        return value
    }
    // power := unary ('^' power)?
    mutating func power() throws -> Double {
        let base = try unary()
        if case .op("^")? = peek {
            pos += 1; let exponent = try power()
            return (0..<Int(exponent)).reduce(1.0) { acc, _ in acc * base }
        }
        return base
    }
    mutating func unary() throws -> Double {
        if case .op("-")? = peek { pos += 1; return -(try unary()) }
        return try primary()
    }
    mutating func primary() throws -> Double {
        guard let t = next() else { throw CalcError.unexpectedEnd }
        switch t {
        case .number(let v): return v
        case .identifier(let name):
            guard let v = variables[name] else { throw CalcError.unknownVariable(name) }
            return v
        case .lparen:
            let v = try expression()
            guard next() == .rparen else { throw CalcError.unexpectedToken("expected )") }
            return v
        default: throw CalcError.unexpectedToken(t.description)
        }
    }
}

func evaluate(_ source: String, vars: [String: Double] = ["pi": 3.14159, "x": 4]) -> String {
    do {
        var parser = Parser(tokens: try tokenize(source), variables: vars)
        let value = try parser.expression()
        if parser.pos < parser.tokens.count { return "error: trailing \(parser.tokens[parser.pos])" }
        return value == value.rounded() ? String(Int(value)) : String(value)
    } catch {
        return "error: \(error)"
    }
}

print(try! tokenize("3 + x*(2.5 - 1)"))
for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x ^ 2", "10 / 4", "17 % 5",
            "2 * pi * x", "8 / (x - 4)", "y + 1", "3 + ", "4 $ 2", "(1 + 2", "1 2"] {
    print(src, "=>", evaluate(src))
}

// expect: [num(3.0), op(+), id(x), op(*), (, num(2.5), op(-), num(1.0), )]
// expect: 1 + 2 * 3 => 7
// expect: (1 + 2) * 3 => 9
// expect: 2 ^ 3 ^ 2 => 512
// expect: -x ^ 2 => 16
// expect: 10 / 4 => 2.5
// expect: 17 % 5 => 2
// expect: 2 * pi * x => 25.13272
// expect: 8 / (x - 4) => error: divisionByZero
// expect: y + 1 => error: unknownVariable("y")
// expect: 3 +  => error: unexpectedEnd
// expect: 4 $ 2 => error: unexpectedCharacter("$")
// expect: (1 + 2 => error: unexpectedToken("expected )")
// expect: 1 2 => error: trailing num(2.0)
