// Rosetta Code style (RPN calculator): tokenising with split, a Double stack, throwing on bad input, and a trace of each step
import Foundation

enum RPNError: Error {
    case stackUnderflow(token: String)
    case unknownToken(String)
    case leftover(Int)
}

func evaluate(_ expression: String, trace: Bool = false) throws -> Double {
    var stack: [Double] = []
    let ops: [String: (Double, Double) -> Double] = [
        "+": (+), "-": (-), "*": (*), "/": (/), "^": { pow($0, $1) },
    ]
    for token in expression.split(separator: " ").map(String.init) {
        if let number = Double(token) {
            stack.append(number)
        } else if let op = ops[token] {
            guard stack.count >= 2 else { throw RPNError.stackUnderflow(token: token) }
            let rhs = stack.removeLast()
            let lhs = stack.removeLast()
            stack.append(op(lhs, rhs))
        } else {
            throw RPNError.unknownToken(token)
        }
        if trace {
            print(token.padding(toLength: 4, withPad: " ", startingAt: 0), stack.map { String(format: "%g", $0) }.joined(separator: " "))
        }
    }
    guard stack.count == 1 else { throw RPNError.leftover(stack.count) }
    return stack[0]
}

do {
    let v = try evaluate("3 4 2 * 1 5 - 2 3 ^ ^ / +", trace: true)
    print("result:", v)
} catch {
    print("unexpected:", error)
}

for expr in ["5 1 2 + 4 * + 3 -", "2 3", "1 +", "4 2 x", "10 4 /", "2 0.5 ^"] {
    do {
        print(expr, "=", try evaluate(expr))
    } catch RPNError.stackUnderflow(let token) {
        print(expr, "-> not enough operands for", token)
    } catch RPNError.unknownToken(let t) {
        print(expr, "-> unknown token", t)
    } catch {
        print(expr, "->", error)
    }
}

// expect: 3    3
// expect: 4    3 4
// expect: 2    3 4 2
// expect: *    3 8
// expect: 1    3 8 1
// expect: 5    3 8 1 5
// expect: -    3 8 -4
// expect: 2    3 8 -4 2
// expect: 3    3 8 -4 2 3
// expect: ^    3 8 -4 8
// expect: ^    3 8 65536
// expect: /    3 0.00012207
// expect: +    3.00012
// expect: result: 3.0001220703125
// expect: 5 1 2 + 4 * + 3 - = 14.0
// expect: 2 3 -> leftover(2)
// expect: 1 + -> not enough operands for +
// expect: 4 2 x -> unknown token x
// expect: 10 4 / = 2.5
// expect: 2 0.5 ^ = 1.4142135623730951
