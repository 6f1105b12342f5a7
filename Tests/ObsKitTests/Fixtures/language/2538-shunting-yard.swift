// Puzzle style: Rosetta Code shunting-yard — tokenize infix arithmetic, convert to RPN and evaluate
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case op(Character)
    case leftParen, rightParen

    var description: String {
        switch self {
        case .number(let n): return String(n)
        case .op(let c): return String(c)
        case .leftParen: return "("
        case .rightParen: return ")"
        }
    }
}

struct LexError: Error { let message: String }

func tokenize(_ source: String) throws -> [Token] {
    var tokens: [Token] = []
    var pendingDigits = ""
    for ch in source + " " {
        switch ch {
        case "0"..."9":
            pendingDigits.append(ch)
            continue
        default:
            if let value = Int(pendingDigits) { tokens.append(.number(value)) }
            pendingDigits = ""
        }
        switch ch {
        case " ", "\t": break
        case "+", "-", "*", "/", "^": tokens.append(.op(ch))
        case "(": tokens.append(.leftParen)
        case ")": tokens.append(.rightParen)
        default: throw LexError(message: "unexpected '\(ch)'")
        }
    }
    return tokens
}

let precedence: [Character: Int] = ["^": 4, "*": 3, "/": 3, "+": 2, "-": 2]

func toRPN(_ tokens: [Token]) -> [Token] {
    var output: [Token] = [], stack: [Token] = []
    for token in tokens {
        switch token {
        case .number: output.append(token)
        case .op(let o1):
            while case .op(let o2)? = stack.last,
                  precedence[o2]! > precedence[o1]! || (precedence[o2]! == precedence[o1]! && o1 != "^") {
                output.append(stack.removeLast())
            }
            stack.append(token)
        case .leftParen: stack.append(token)
        case .rightParen:
            while let top = stack.last, top != .leftParen { output.append(stack.removeLast()) }
            _ = stack.popLast()
        }
    }
    return output + stack.reversed()
}

func evaluate(_ rpn: [Token]) -> Int {
    var stack: [Int] = []
    for token in rpn {
        guard case .op(let op) = token else {
            if case .number(let n) = token { stack.append(n) }
            continue
        }
        let b = stack.removeLast(), a = stack.removeLast()
        switch op {
        case "+": stack.append(a + b)
        case "-": stack.append(a - b)
        case "*": stack.append(a * b)
        case "/": stack.append(a / b)
        default: stack.append((0..<b).reduce(1) { acc, _ in acc * a })
        }
    }
    return stack.last ?? 0
}

let expressions = ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "(1+2)*(3+4)", "2^3^2", "100 - 7 - 3", "12/(4-1)*2", "7 % 2"]
for expression in expressions {
    do {
        let tokens = try tokenize(expression)
        let rpn = toRPN(tokens)
        print("\(expression) -> \(rpn.map(\.description).joined(separator: " ")) = \(evaluate(rpn))")
    } catch let error as LexError {
        print("\(expression) -> lex error: \(error.message)")
    } catch {
        print("other error")
    }
}
print("Tokens: \(try! tokenize("(10+2)"))")
// expect: 3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3 -> 3 4 2 * 1 5 - 2 3 ^ ^ / + = 3
// expect: (1+2)*(3+4) -> 1 2 + 3 4 + * = 21
// expect: 2^3^2 -> 2 3 2 ^ ^ = 512
// expect: 100 - 7 - 3 -> 100 7 - 3 - = 90
// expect: 12/(4-1)*2 -> 12 4 1 - / 2 * = 8
// expect: 7 % 2 -> lex error: unexpected '%'
// expect: Tokens: [(, 10, +, 2, )]
