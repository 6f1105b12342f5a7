// Compiler test style: tokenizer and recursive-descent parser using guard case and if case
enum Token: Equatable {
    case number(Int)
    case op(Character)
    case lparen
    case rparen
}

func tokenize(_ s: String) -> [Token] {
    var tokens: [Token] = []
    var pending: Int? = nil
    for ch in s {
        if let d = ch.wholeNumberValue {
            pending = (pending ?? 0) * 10 + d
            continue
        }
        if let p = pending { tokens.append(.number(p)); pending = nil }
        switch ch {
        case "+", "-", "*", "/": tokens.append(.op(ch))
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        default: break
        }
    }
    if let p = pending { tokens.append(.number(p)) }
    return tokens
}

struct Parser {
    var tokens: [Token]
    var pos = 0

    init(_ tokens: [Token]) { self.tokens = tokens }

    mutating func peek() -> Token? { pos < tokens.count ? tokens[pos] : nil }

    mutating func parseExpr() -> Int? {
        guard var lhs = parseTerm() else { return nil }
        while case .op(let c)? = peek(), c == "+" || c == "-" {
            pos += 1
            guard let rhs = parseTerm() else { return nil }
            lhs = c == "+" ? lhs + rhs : lhs - rhs
        }
        return lhs
    }

    mutating func parseTerm() -> Int? {
        guard var lhs = parseFactor() else { return nil }
        while let t = peek(), case .op(let c) = t, c == "*" || c == "/" {
            pos += 1
            guard let rhs = parseFactor() else { return nil }
            if c == "/" {
                guard rhs != 0 else { return nil }
                lhs /= rhs
            } else {
                lhs *= rhs
            }
        }
        return lhs
    }

    mutating func parseFactor() -> Int? {
        guard let t = peek() else { return nil }
        pos += 1
        switch t {
        case .number(let n):
            return n
        case .op("-"):
            return parseFactor().map { -$0 }
        case .lparen:
            let v = parseExpr()
            guard case .rparen? = peek() else { return nil }
            pos += 1
            return v
        default:
            return nil
        }
    }
}

func show(_ t: Token) -> String {
    switch t {
    case .number(let n): return "n\(n)"
    case .op(let c): return String(c)
    case .lparen: return "("
    case .rparen: return ")"
    }
}

let inputs = ["1 + 2 * 3", "(1 + 2) * 3", "10 / 3 - 4", "-(2 + 3) * -2", "8 / (4 - 4)", "2 * (3 + 4", "42", "100 - 1 - 2 - 3"]
for input in inputs {
    let toks = tokenize(input)
    var parser = Parser(toks)
    let result = parser.parseExpr()
    let tokText = toks.map(show).joined(separator: " ")
    if let r = result, parser.pos == toks.count {
        print("\(input) = \(r)   [\(tokText)]")
    } else {
        print("\(input) -> error   [\(tokText)]")
    }
}
print(tokenize("3+4") == [.number(3), .op("+"), .number(4)])
let opCount = tokenize("(1+2)*(3-4)/5").filter { if case .op = $0 { return true } else { return false } }.count
print("operators: \(opCount)")

// Expected output:
// expect: 1 + 2 * 3 = 7   [n1 + n2 * n3]
// expect: (1 + 2) * 3 = 9   [( n1 + n2 ) * n3]
// expect: 10 / 3 - 4 = -1   [n10 / n3 - n4]
// expect: -(2 + 3) * -2 = 10   [- ( n2 + n3 ) * - n2]
// expect: 8 / (4 - 4) -> error   [n8 / ( n4 - n4 )]
// expect: 2 * (3 + 4 -> error   [n2 * ( n3 + n4]
// expect: 42 = 42   [n42]
// expect: 100 - 1 - 2 - 3 = 94   [n100 - n1 - n2 - n3]
// expect: true
// expect: operators: 4
