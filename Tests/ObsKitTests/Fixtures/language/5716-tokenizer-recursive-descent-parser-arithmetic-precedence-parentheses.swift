// Advanced Swift style (parsing): a tokenizer and recursive-descent parser for arithmetic with precedence and parentheses
enum Token: Equatable {
    case number(Double), op(Character), lparen, rparen
}

enum ParseError: Error {
    case unexpected(Character), unexpectedEnd, trailing(Token)
}

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var i = source.startIndex
    while i < source.endIndex {
        let c = source[i]
        if c.isNumber || c == "." {
            var j = i
            while j < source.endIndex, source[j].isNumber || source[j] == "." { j = source.index(after: j) }
            tokens.append(.number(Double(source[i..<j])!))
            i = j
            continue
        }
        switch c {
        case _ where c.isWhitespace: break
        case "+", "-", "*", "/": tokens.append(.op(c))
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        default: throw ParseError.unexpected(c)
        }
        i = source.index(after: i)
    }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0
    static let apply: [Character: (Double, Double) -> Double] = ["+": (+), "-": (-), "*": (*), "/": (/)]

    mutating func next() -> Token? { defer { pos += 1 }; return pos < tokens.count ? tokens[pos] : nil }
    func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }

    mutating func binary(_ ops: [Character], _ operand: (inout Parser) throws -> Double) throws -> Double {
        var value = try operand(&self)
        while case .op(let o)? = peek(), ops.contains(o) {
            _ = next()
            let rhs = try operand(&self)
            value = Parser.apply[o]!(value, rhs)
        }
        return value
    }

    mutating func expression() throws -> Double { try binary(["+", "-"]) { try $0.term() } }
    mutating func term() throws -> Double { try binary(["*", "/"]) { try $0.factor() } }

    mutating func factor() throws -> Double {
        switch next() {
        case .number(let n)?: return n
        case .op("-")?: return -(try factor())
        case .lparen?:
            let v = try expression()
            guard next() == .rparen else { throw ParseError.unexpectedEnd }
            return v
        case let t?: throw ParseError.trailing(t)
        case nil: throw ParseError.unexpectedEnd
        }
    }
}

func evaluate(_ text: String) -> String {
    do {
        var parser = try Parser(tokens: tokenize(text))
        let value = try parser.expression()
        if let extra = parser.peek() { throw ParseError.trailing(extra) }
        return "\(text) = \(value)"
    } catch {
        return "\(text) -> \(error)"
    }
}

for input in ["1 + 2 * 3", "(1 + 2) * 3", "-4 + 10 / 4", "2 * (3 + (4 - 1)) / 3", "2 $ 3", "(1 + 2", "3 4", "1.5 * 4"] {
    print(evaluate(input))
}

// expect: 1 + 2 * 3 = 7.0
// expect: (1 + 2) * 3 = 9.0
// expect: -4 + 10 / 4 = -1.5
// expect: 2 * (3 + (4 - 1)) / 3 = 4.0
// expect: 2 $ 3 -> unexpected("$")
// expect: (1 + 2 -> unexpectedEnd
// expect: 3 4 -> trailing(main.Token.number(4.0))
// expect: 1.5 * 4 = 6.0
