// App code style: calculator feature: tokenizer, shunting-yard to RPN, and stack evaluation
enum Token: Equatable, CustomStringConvertible {
    case number(Int)
    case op(Character)
    case lparen, rparen

    var description: String {
        switch self {
        case .number(let n): return String(n)
        case .op(let c): return String(c)
        case .lparen: return "("
        case .rparen: return ")"
        }
    }

    var precedence: Int {
        if case .op(let c) = self {
            switch c {
            case "^": return 3
            case "*", "/", "%": return 2
            default: return 1
            }
        }
        return 0
    }
    var rightAssociative: Bool { self == .op("^") }
}

enum CalcError: Error, Equatable {
    case badCharacter(Character), mismatchedParens, divisionByZero, malformed
}

func tokenize(_ s: String) throws -> [Token] {
    var tokens: [Token] = []
    var number: Int? = nil
    for ch in s {
        if let d = ch.wholeNumberValue {
            number = (number ?? 0) * 10 + d
            continue
        }
        if let n = number { tokens.append(.number(n)); number = nil }
        switch ch {
        case " ": continue
        case "(": tokens.append(.lparen)
        case ")": tokens.append(.rparen)
        case "+", "-", "*", "/", "%", "^": tokens.append(.op(ch))
        default: throw CalcError.badCharacter(ch)
        }
    }
    if let n = number { tokens.append(.number(n)) }
    return tokens
}

func toRPN(_ tokens: [Token]) throws -> [Token] {
    var output: [Token] = [], ops: [Token] = []
    for t in tokens {
        switch t {
        case .number: output.append(t)
        case .op:
            while let top = ops.last, case .op = top,
                  top.precedence > t.precedence || (top.precedence == t.precedence && !t.rightAssociative) {
                output.append(ops.removeLast())
            }
            ops.append(t)
        case .lparen: ops.append(t)
        case .rparen:
            while let top = ops.last, top != .lparen { output.append(ops.removeLast()) }
            guard ops.popLast() == .lparen else { throw CalcError.mismatchedParens }
        }
    }
    while let top = ops.popLast() {
        if top == .lparen { throw CalcError.mismatchedParens }
        output.append(top)
    }
    return output
}

func evaluate(_ rpn: [Token]) throws -> Int {
    var stack: [Int] = []
    for t in rpn {
        switch t {
        case .number(let n): stack.append(n)
        case .op(let c):
            guard let b = stack.popLast(), let a = stack.popLast() else { throw CalcError.malformed }
            switch c {
            case "+": stack.append(a + b)
            case "-": stack.append(a - b)
            case "*": stack.append(a * b)
            case "/", "%":
                guard b != 0 else { throw CalcError.divisionByZero }
                stack.append(c == "/" ? a / b : a % b)
            default: stack.append((0..<b).reduce(1) { r, _ in r * a })
            }
        default: throw CalcError.malformed
        }
    }
    guard stack.count == 1 else { throw CalcError.malformed }
    return stack[0]
}

let inputs = ["3 + 4 * 2", "(3 + 4) * 2", "2 ^ 3 ^ 2", "100 / 7 % 4", "10 - 4 - 3", "((1+2)*(3+4))^2",
              "8 / (3 - 3)", "(1 + 2", "2 + x", "4 +", "42"]
for input in inputs {
    do {
        let rpn = try toRPN(try tokenize(input))
        let value = try evaluate(rpn)
        print("\(input) => [\(rpn.map(\.description).joined(separator: " "))] = \(value)")
    } catch let e as CalcError {
        print("\(input) => error \(e)")
    } catch {
        print("unexpected")
    }
}
print(try evaluate([.number(5), .number(1), .number(2), .op("+"), .number(4), .op("*"), .op("+"), .number(3), .op("-")]))

// expect: 3 + 4 * 2 => [3 4 2 * +] = 11
// expect: (3 + 4) * 2 => [3 4 + 2 *] = 14
// expect: 2 ^ 3 ^ 2 => [2 3 2 ^ ^] = 512
// expect: 100 / 7 % 4 => [100 7 / 4 %] = 2
// expect: 10 - 4 - 3 => [10 4 - 3 -] = 3
// expect: ((1+2)*(3+4))^2 => [1 2 + 3 4 + * 2 ^] = 441
// expect: 8 / (3 - 3) => error divisionByZero
// expect: (1 + 2 => error mismatchedParens
// expect: 2 + x => error badCharacter("x")
// expect: 4 + => error malformed
// expect: 42 => [42] = 42
// expect: 14
