// String processing: tokenizer and recursive-descent parser for arithmetic expressions
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Token: Equatable, CustomStringConvertible {
    case number(Double)
    case op(Character)
    case lparen, rparen
    var description: String {
        switch self {
        case .number(let n): return n == Double(Int(n)) ? String(Int(n)) : String(n)
        case .op(let c): return String(c)
        case .lparen, .rparen: return self == .lparen ? "(" : ")"
        }
    }
}
enum ParseError: Error { case unexpected(Character), unbalanced, trailing(Token), empty }
func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = [], i = s.startIndex
    while i < s.endIndex {
        let c = s[i]
        if c.isWhitespace { i = s.index(after: i); continue }
        if c.isNumber || c == "." {
            let start = i
            while i < s.endIndex, s[i].isNumber || s[i] == "." { i = s.index(after: i) }
            tokens.append(.number(Double(s[start..<i])!))
            continue
        }
        switch c {
        case "+", "-", "*", "/": tokens.append(.op(c))
        case "(", ")": tokens.append(c == "(" ? .lparen : .rparen)
        default: throw ParseError.unexpected(c)
        }
        i = s.index(after: i)
    }
    return tokens
}
struct Parser {
    var tokens: [Token], pos = 0
    mutating func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }
    mutating func expression() throws -> Double {
        var value = try term()
        while case .op(let o)? = peek(), o == "+" || o == "-" {
            pos += 1; let rhs = try term()
            value = o == "+" ? value + rhs : value - rhs
        }
        return value
    }
    mutating func term() throws -> Double {
        var value = try factor()
        while case .op(let o)? = peek(), "*/".contains(o) {
            pos += 1
            value = o == "*" ? value * (try factor()) : value / (try factor())
        }
        return value
    }
    mutating func factor() throws -> Double {
        guard let t = peek() else { throw ParseError.empty }
        pos += 1
        switch t {
        case .number(let n): return n
        case .op("-"): return -(try factor())
        case .lparen:
            let v = try expression()
            guard peek() == .rparen else { throw ParseError.unbalanced }
            pos += 1
            return v
        default: throw ParseError.trailing(t)
        }
    }
}

for src in ["1 + 2 * 3", "(1 + 2) * 3", "10 / 4 - -1", "2 * (3 + 4) * .5", "7 $ 2", "(1 + 2", "", "3 )"] {
    do {
        let tokens = try tokenize(src); var parser = Parser(tokens: tokens)
        let v = try parser.expression()
        if let extra = parser.peek() { throw ParseError.trailing(extra) }
        print("\(tokens.map(\.description).joined(separator: " ")) = \(v)")
    } catch {
        print("'\(src)': \(error)")
    }
}
// expect: 1 + 2 * 3 = 7.0
// expect: ( 1 + 2 ) * 3 = 9.0
// expect: 10 / 4 - - 1 = 3.5
// expect: 2 * ( 3 + 4 ) * 0.5 = 7.0
// expect: '7 $ 2': unexpected("$")
// expect: '(1 + 2': unbalanced
// expect: '': empty
// expect: '3 )': trailing())
