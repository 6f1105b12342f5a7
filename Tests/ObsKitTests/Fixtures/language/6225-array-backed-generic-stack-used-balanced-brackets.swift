// Algorithm Club style (stack): an array-backed generic stack used for balanced brackets and postfix evaluation
struct Stack<Element> {
    private var storage: [Element] = []
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var top: Element? { storage.last }
    mutating func push(_ element: Element) { storage.append(element) }
    @discardableResult mutating func pop() -> Element? { storage.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String {
        "Stack(bottom→top: " + storage.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}

func isBalanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) {
            stack.push(ch)
        } else if let opener = pairs[ch] {
            guard stack.pop() == opener else { return false }
        }
    }
    return stack.isEmpty
}

enum PostfixError: Error { case underflow, badToken(String) }

func evaluatePostfix(_ expression: String) throws -> Int {
    var stack = Stack<Int>()
    for token in expression.split(separator: " ") {
        if let n = Int(token) { stack.push(n); continue }
        guard let rhs = stack.pop(), let lhs = stack.pop() else { throw PostfixError.underflow }
        switch token {
        case "+": stack.push(lhs + rhs)
        case "-": stack.push(lhs - rhs)
        case "*": stack.push(lhs * rhs)
        case "/": stack.push(lhs / rhs)
        default: throw PostfixError.badToken(String(token))
        }
    }
    guard let result = stack.pop(), stack.isEmpty else { throw PostfixError.underflow }
    return result
}

var s = Stack<String>()
s.push("a"); s.push("b"); s.push("c")
print(s, s.count, s.top ?? "-")
s.pop()
print(s)
for text in ["(a[b]{c})", "([)]", "((", "{[()()]}"] {
    print(text, isBalanced(text))
}
for expr in ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "1 +", "2 3 ^"] {
    do {
        print(expr, "=", try evaluatePostfix(expr))
    } catch {
        print(expr, "failed:", error)
    }
}

// expect: Stack(bottom→top: a, b, c) 3 c
// expect: Stack(bottom→top: a, b)
// expect: (a[b]{c}) true
// expect: ([)] false
// expect: (( false
// expect: {[()()]} true
// expect: 3 4 + 2 * = 14
// expect: 5 1 2 + 4 * + 3 - = 14
// expect: 1 + failed: underflow
// expect: 2 3 ^ failed: badToken("^")
