// Rosetta Code style (Parsing/RPN calculator algorithm): binary operators as closures stored in a Dictionary, stack trace printed
let operators: [String: (Double, Double) -> Double] = [
    "+": { $0 + $1 },
    "-": { $0 - $1 },
    "*": { $0 * $1 },
    "/": { $0 / $1 },
    "^": { a, b in (0..<Int(b)).reduce(1.0) { acc, _ in acc * a } },
]

func evalRPN(_ expr: String, trace: Bool) -> Double? {
    var stack: [Double] = []
    for token in expr.split(separator: " ").map(String.init) {
        if let op = operators[token] {
            guard stack.count >= 2 else { return nil }
            let b = stack.removeLast(), a = stack.removeLast()
            stack.append(op(a, b))
        } else if let v = Double(token) {
            stack.append(v)
        } else {
            return nil
        }
        if trace { print(token, stack) }
    }
    return stack.count == 1 ? stack[0] : nil
}

print(evalRPN("3 4 2 * 1 5 - 2 3 ^ ^ / +", trace: true) ?? .nan)
print(evalRPN("5 1 2 + 4 * + 3 -", trace: false).map { Int($0) } ?? -1)
print(evalRPN("1 +", trace: false) as Any)

// expect: 3 [3.0]
// expect: 4 [3.0, 4.0]
// expect: 2 [3.0, 4.0, 2.0]
// expect: * [3.0, 8.0]
// expect: 1 [3.0, 8.0, 1.0]
// expect: 5 [3.0, 8.0, 1.0, 5.0]
// expect: - [3.0, 8.0, -4.0]
// expect: 2 [3.0, 8.0, -4.0, 2.0]
// expect: 3 [3.0, 8.0, -4.0, 2.0, 3.0]
// expect: ^ [3.0, 8.0, -4.0, 8.0]
// expect: ^ [3.0, 8.0, 65536.0]
// expect: / [3.0, 0.0001220703125]
// expect: + [3.0001220703125]
// expect: 3.0001220703125
// expect: 14
// expect: nil
