// Swift 6 style (typed throws): a recursive-descent arithmetic parser throwing ParseError with positions, caught exhaustively
enum ParseError: Error {
    case unexpectedEnd
    case unexpected(Character, at: Int)
    case divisionByZero(at: Int)
}

struct Parser {
    let chars: [Character]
    var pos = 0
    init(_ text: String) { chars = Array(text.filter { $0 != " " }) }

    mutating func parseExpression() throws(ParseError) -> Int {
        var value = try parseTerm()
        while pos < chars.count, chars[pos] == "+" || chars[pos] == "-" {
            let op = chars[pos]; pos += 1
            let rhs = try parseTerm()
            value = op == "+" ? value + rhs : value - rhs
        }
        return value
    }

    mutating func parseTerm() throws(ParseError) -> Int {
        var value = try parseFactor()
        while pos < chars.count, chars[pos] == "*" || chars[pos] == "/" {
            let op = chars[pos]; let at = pos; pos += 1
            let rhs = try parseFactor()
            if op == "/" {
                guard rhs != 0 else { throw .divisionByZero(at: at) }
                value /= rhs
            } else { value *= rhs }
        }
        return value
    }

    mutating func parseFactor() throws(ParseError) -> Int {
        guard pos < chars.count else { throw .unexpectedEnd }
        if chars[pos] == "(" {
            pos += 1
            let inner = try parseExpression()
            guard pos < chars.count else { throw .unexpectedEnd }
            guard chars[pos] == ")" else { throw .unexpected(chars[pos], at: pos) }
            pos += 1
            return inner
        }
        var digits = ""
        while pos < chars.count, let _ = chars[pos].wholeNumberValue { digits.append(chars[pos]); pos += 1 }
        guard let n = Int(digits) else { throw .unexpected(chars[pos], at: pos) }
        return n
    }
}

func evaluate(_ text: String) -> String {
    var parser = Parser(text)
    do throws(ParseError) {
        let v = try parser.parseExpression()
        if parser.pos < parser.chars.count { throw ParseError.unexpected(parser.chars[parser.pos], at: parser.pos) }
        return "\(v)"
    } catch .unexpectedEnd {
        return "error: unexpected end"
    } catch {
        switch error {
        case .unexpected(let c, let at): return "error: '\(c)' at \(at)"
        case .divisionByZero(let at): return "error: division by zero at \(at)"
        case .unexpectedEnd: return "error: end (again)"
        }
    }
}

for text in ["1 + 2 * 3", "(1 + 2) * 3", "10 / (5 - 5)", "2 * (3 + ", "4 $ 4", "(8 / 2) - 7", "12)"] {
    print(text, "=>", evaluate(text))
}

// expect: 1 + 2 * 3 => 7
// expect: (1 + 2) * 3 => 9
// expect: 10 / (5 - 5) => error: division by zero at 2
// expect: 2 * (3 +  => error: unexpected end
// expect: 4 $ 4 => error: '$' at 1
// expect: (8 / 2) - 7 => -3
// expect: 12) => error: ')' at 2
