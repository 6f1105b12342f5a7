// Rosetta-style task: Reverse Polish notation evaluator with a token enum, stack trace and thrown errors
import Foundation

enum Token {
    case number(Double)
    case op(Character)

    init?(_ text: Substring) {
        if let v = Double(text) {
            self = .number(v)
        } else if text.count == 1, let c = text.first, "+-*/^".contains(c) {
            self = .op(c)
        } else {
            return nil
        }
    }
}

enum RPNError: Error {
    case badToken(String)
    case stackUnderflow(Character)
    case leftover(Int)
}

func evaluateRPN(_ expression: String, trace: Bool = false) throws -> Double {
    var stack: [Double] = []
    for raw in expression.split(separator: " ") {
        guard let token = Token(raw) else { throw RPNError.badToken(String(raw)) }
        switch token {
        case .number(let v):
            stack.append(v)
        case .op(let c):
            guard stack.count >= 2 else { throw RPNError.stackUnderflow(c) }
            let rhs = stack.removeLast(), lhs = stack.removeLast()
            switch c {
            case "+": stack.append(lhs + rhs)
            case "-": stack.append(lhs - rhs)
            case "*": stack.append(lhs * rhs)
            case "/": stack.append(lhs / rhs)
            default: stack.append(pow(lhs, rhs))
            }
        }
        if trace {
            print(raw.padding(toLength: 3, withPad: " ", startingAt: 0), stack.map { String(format: "%g", $0) }.joined(separator: " "))
        }
    }
    guard stack.count == 1 else { throw RPNError.leftover(stack.count) }
    return stack[0]
}

let value = try evaluateRPN("5 1 2 + 4 * + 3 -", trace: true)
print("Result: \(value)")

for expr in ["3 4 2 * 1 5 - 2 3 ^ ^ / +", "2 3 +  *", "1 2 3", "4 x +", "10 4 /"] {
    do {
        print("\(expr) = \(try evaluateRPN(expr))")
    } catch RPNError.stackUnderflow(let op) {
        print("\(expr): not enough operands for \(op)")
    } catch {
        print("\(expr): \(error)")
    }
}

// expect: 5   5
// expect: 1   5 1
// expect: 2   5 1 2
// expect: +   5 3
// expect: 4   5 3 4
// expect: *   5 12
// expect: +   17
// expect: 3   17 3
// expect: -   14
// expect: Result: 14.0
// expect: 3 4 2 * 1 5 - 2 3 ^ ^ / + = 3.0001220703125
// expect: 2 3 +  *: not enough operands for *
// expect: 1 2 3: leftover(3)
// expect: 4 x +: badToken("x")
// expect: 10 4 / = 2.5
