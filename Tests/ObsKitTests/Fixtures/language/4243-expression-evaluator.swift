// App code style: tokenize and evaluate arithmetic expressions with the shunting-yard algorithm
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case op(Character)
    case leftParen
    case rightParen

    var description: String {
        switch self {
        case .number(let n): return String(n)
        case .op(let c): return String(c)
        case .leftParen: return "("
        case .rightParen: return ")"
        }
    }
}

enum CalcError: Error, Equatable {
    case unexpectedCharacter(Character)
    case mismatchedParens
    case divisionByZero
    case malformed
}

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var number: Int?
    for ch in source {
        if let digit = ch.wholeNumberValue, ch.isASCII {
            number = (number ?? 0) * 10 + digit
            continue
        }
        if let n = number {
            tokens.append(.number(n))
            number = nil
        }
        switch ch {
        case " ": continue
        case "+", "-", "*", "/", "%": tokens.append(.op(ch))
        case "(": tokens.append(.leftParen)
        case ")": tokens.append(.rightParen)
        default: throw CalcError.unexpectedCharacter(ch)
        }
    }
    if let n = number { tokens.append(.number(n)) }
    return tokens
}

func precedence(_ op: Character) -> Int {
    op == "+" || op == "-" ? 1 : 2
}

func toPostfix(_ tokens: [Token]) throws -> [Token] {
    var output: [Token] = []
    var stack: [Token] = []
    for token in tokens {
        switch token {
        case .number: output.append(token)
        case .op(let o):
            while case .op(let top)? = stack.last, precedence(top) >= precedence(o) {
                output.append(stack.removeLast())
            }
            stack.append(token)
        case .leftParen: stack.append(token)
        case .rightParen:
            while let top = stack.last, top != .leftParen {
                output.append(stack.removeLast())
            }
            guard stack.popLast() == .leftParen else { throw CalcError.mismatchedParens }
        }
    }
    while let top = stack.popLast() {
        if top == .leftParen { throw CalcError.mismatchedParens }
        output.append(top)
    }
    return output
}

func evaluate(_ postfix: [Token]) throws -> Int {
    var values: [Int] = []
    for token in postfix {
        switch token {
        case .number(let n): values.append(n)
        case .op(let o):
            guard values.count >= 2 else { throw CalcError.malformed }
            let rhs = values.removeLast(), lhs = values.removeLast()
            switch o {
            case "+": values.append(lhs + rhs)
            case "-": values.append(lhs - rhs)
            case "*": values.append(lhs * rhs)
            default:
                guard rhs != 0 else { throw CalcError.divisionByZero }
                values.append(o == "/" ? lhs / rhs : lhs % rhs)
            }
        default: throw CalcError.malformed
        }
    }
    guard values.count == 1 else { throw CalcError.malformed }
    return values[0]
}

let inputs = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "100 / 7 % 4",
    "2 * (3 + 4) * (5 - 1)",
    "10 - 4 - 3",
    "84 / (6 - 2 * 3)",
    "(8 + 2",
    "7 & 3",
    "5 5 +",
    "((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1))",
]
for input in inputs {
    do {
        let tokens = try tokenize(input)
        let postfix = try toPostfix(tokens)
        let value = try evaluate(postfix)
        print("\(input) => [\(postfix.map(\.description).joined(separator: " "))] = \(value)")
    } catch let error as CalcError {
        print("\(input) => error: \(error)")
    }
}

// expect: 1 + 2 * 3 => [1 2 3 * +] = 7
// expect: (1 + 2) * 3 => [1 2 + 3 *] = 9
// expect: 100 / 7 % 4 => [100 7 / 4 %] = 2
// expect: 2 * (3 + 4) * (5 - 1) => [2 3 4 + * 5 1 - *] = 56
// expect: 10 - 4 - 3 => [10 4 - 3 -] = 3
// expect: 84 / (6 - 2 * 3) => error: divisionByZero
// expect: (8 + 2 => error: mismatchedParens
// expect: 7 & 3 => error: unexpectedCharacter("&")
// expect: 5 5 + => [5 5 +] = 10
// expect: ((15 / (7 - (1 + 1))) * 3) - (2 + (1 + 1)) => [15 7 1 1 + - / 3 * 2 1 1 + + -] = 5
