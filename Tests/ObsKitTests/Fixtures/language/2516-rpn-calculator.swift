// Puzzle style: Rosetta Code RPN evaluation and infix rendering via an indirect enum expression tree
indirect enum Expr: CustomStringConvertible {
    case number(Int)
    case binary(Character, Expr, Expr)

    var precedence: Int {
        switch self {
        case .number: return 3
        case .binary(let op, _, _): return (op == "+" || op == "-") ? 1 : 2
        }
    }

    var description: String {
        switch self {
        case .number(let n):
            return n < 0 ? "(\(n))" : String(n)
        case let .binary(op, lhs, rhs):
            let l = lhs.precedence < precedence ? "(\(lhs))" : "\(lhs)"
            let needsParens = rhs.precedence < precedence || (rhs.precedence == precedence && (op == "-" || op == "/"))
            let r = needsParens ? "(\(rhs))" : "\(rhs)"
            return "\(l) \(op) \(r)"
        }
    }

    func evaluate() -> Int {
        switch self {
        case .number(let n): return n
        case let .binary(op, lhs, rhs):
            let a = lhs.evaluate(), b = rhs.evaluate()
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            default: fatalError("unknown operator \(op)")
            }
        }
    }
}

enum ParseError: Error {
    case stackUnderflow(token: String)
    case leftover(count: Int)
    case badToken(String)
}

func parseRPN(_ source: String) throws -> Expr {
    var stack: [Expr] = []
    for token in source.split(separator: " ") {
        if let n = Int(token) {
            stack.append(.number(n))
        } else if token.count == 1, let op = token.first, "+-*/".contains(op) {
            guard stack.count >= 2 else { throw ParseError.stackUnderflow(token: String(token)) }
            let rhs = stack.removeLast()
            let lhs = stack.removeLast()
            stack.append(.binary(op, lhs, rhs))
        } else {
            throw ParseError.badToken(String(token))
        }
    }
    guard stack.count == 1 else { throw ParseError.leftover(count: stack.count) }
    return stack[0]
}

let programs = [
    "3 4 2 * 1 5 - / +",
    "1 2 + 3 4 + *",
    "5 1 2 + 4 * + 3 -",
    "10 3 - 2 -",
    "10 3 2 - -",
    "2 -7 *",
    "1 +",
    "1 2 3 +",
    "4 x *",
]

for program in programs {
    do {
        let expr = try parseRPN(program)
        print("\(program)  =>  \(expr) = \(expr.evaluate())")
    } catch ParseError.stackUnderflow(let token) {
        print("\(program)  =>  error: not enough operands for \(token)")
    } catch {
        print("\(program)  =>  error: \(error)")
    }
}
// expect: 3 4 2 * 1 5 - / +  =>  3 + 4 * 2 / (1 - 5) = 1
// expect: 1 2 + 3 4 + *  =>  (1 + 2) * (3 + 4) = 21
// expect: 5 1 2 + 4 * + 3 -  =>  5 + (1 + 2) * 4 - 3 = 14
// expect: 10 3 - 2 -  =>  10 - 3 - 2 = 5
// expect: 10 3 2 - -  =>  10 - (3 - 2) = 9
// expect: 2 -7 *  =>  2 * (-7) = -14
// expect: 1 +  =>  error: not enough operands for +
// expect: 1 2 3 +  =>  error: leftover(count: 2)
// expect: 4 x *  =>  error: badToken("x")
